import { SURVEY_PROMPTS } from '@oabat/core'
import { Card, SelectField, TextField } from '@oabat/ui'
import { useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { fieldErrorsOf } from '../forms/use-form-action.ts'
import { formatDateTime } from './admin-format.ts'
import { Pager } from './pager.tsx'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

/** What the survey prompts (SPEC §3 Survey prompt) are called on the page. */
const PROMPT_NAMES: Record<string, string> = {
  general: 'Allgemein',
  business_profile_completed: 'Unternehmensprofil fertig',
}
const promptName = (type: string) => PROMPT_NAMES[type] ?? type
const PROMPTS = [
  { value: '', label: 'Alle Umfragen' },
  ...SURVEY_PROMPTS.map((type) => ({ value: type, label: promptName(type) })),
]
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 })

/** The query of the answers call: only what is set. */
function surveyQuery(type: string, from: string, to: string, page: number) {
  return { query: { page, ...(type ? { type } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) } }
}

/**
 * SPEC §2 /admin/umfragen: the answers of the survey card (POST /api/v2/reviews) per prompt and
 * period: how many, the average, the distribution of the stars and the messages with their authors.
 */
export function AdminSurveysPage() {
  const [type, setType] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  const { data, error, mutate, isLoading } = useApi('adminSurveys', surveyQuery(type, from, to, page))
  const fieldErrors = fieldErrorsOf(error)
  const filterError = fieldErrors.from ?? fieldErrors.to
  const filter = (apply: () => void) => {
    apply()
    setPage(1)
  }
  const top = data ? Math.max(1, ...data.distribution.map((row) => row.count)) : 1

  return (
    <AreaPage
      eyebrow="Administration"
      title="Umfragen"
      intro="Was die Nutzer in der Umfrage-Karte geantwortet haben: Sterne und Nachrichten, je Umfrage und Zeitraum."
    >
      <Card as="section" className="area-card" aria-labelledby="survey-summary-title">
        <h2 id="survey-summary-title">Bewertungen</h2>
        <search className="admin-filters">
          <SelectField
            label="Umfrage"
            options={PROMPTS}
            value={type}
            onChange={(event) => filter(() => setType(event.target.value))}
          />
          <TextField
            label="Von"
            type="date"
            value={from}
            onChange={(event) => filter(() => setFrom(event.target.value))}
            error={fieldErrors.from}
          />
          <TextField
            label="Bis"
            type="date"
            value={to}
            onChange={(event) => filter(() => setTo(event.target.value))}
            error={fieldErrors.to}
          />
        </search>
        <div aria-live="polite">
          {error && !filterError && <LoadError subject="Die Antworten" plural error={error} onRetry={() => mutate()} />}
          {!error && !data && <Skeleton lines={5} label="Antworten werden geladen …" />}
          {data && data.total === 0 && <p className="admin-muted">In diesem Zeitraum gibt es keine Antworten.</p>}
          {data && data.total > 0 && (
            <>
              <p>
                <strong>{data.total.toLocaleString('de-DE')}</strong> {data.total === 1 ? 'Antwort' : 'Antworten'}, im
                Schnitt <strong>{decimal.format(data.average ?? 0)} von 5 Sternen</strong>
                {isLoading ? ' · wird aktualisiert …' : ''}
              </p>
              <table className="admin-table admin-survey-bars">
                <caption className="visually-hidden">Verteilung der Sterne</caption>
                <thead>
                  <tr>
                    <th scope="col">Sterne</th>
                    <th scope="col">Antworten</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.distribution].reverse().map((row) => (
                    <tr key={row.rating}>
                      <th scope="row">{row.rating === 1 ? '1 Stern' : `${row.rating} Sterne`}</th>
                      <td>
                        <span
                          className="admin-survey-bars__bar"
                          style={{ inlineSize: `${(row.count / top) * 100}%` }}
                        />
                        <span className="admin-survey-bars__count">{row.count}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {!type && data.prompts.length > 0 && (
                <table className="admin-table">
                  <caption className="visually-hidden">Je Umfrage</caption>
                  <thead>
                    <tr>
                      <th scope="col">Umfrage</th>
                      <th scope="col">Antworten</th>
                      <th scope="col">Schnitt</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.prompts.map((row) => (
                      <tr key={row.type}>
                        <th scope="row">{promptName(row.type)}</th>
                        <td>{row.count}</td>
                        <td>{decimal.format(row.average)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </div>
      </Card>
      <Card as="section" className="area-card" aria-labelledby="survey-messages-title">
        <h2 id="survey-messages-title">Nachrichten</h2>
        {data && data.messages.data.length === 0 && (
          <p className="admin-muted">Keine Antwort mit Nachricht in diesem Zeitraum.</p>
        )}
        {data && data.messages.data.length > 0 && (
          <ul className="admin-survey-messages">
            {data.messages.data.map((answer) => (
              <li key={answer.id}>
                <p className="admin-survey-messages__head">
                  <strong>{answer.rating === 1 ? '1 Stern' : `${answer.rating} Sterne`}</strong> · {answer.user.name} (
                  {answer.user.role}) · {promptName(answer.type)} · {formatDateTime(answer.created_at)}
                </p>
                <p className="admin-survey-messages__text">{answer.message}</p>
              </li>
            ))}
          </ul>
        )}
        {data && <Pager page={page} lastPage={data.messages.meta.last_page} onPage={setPage} />}
      </Card>
    </AreaPage>
  )
}
