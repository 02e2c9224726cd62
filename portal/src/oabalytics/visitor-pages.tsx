import { ApiRequestError, type StatisticVisitorRecord } from '@oabat/core'
import { Button, Card, CheckboxField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { formatDateTime } from '../admin/admin-format.ts'
import { Pager } from '../admin/pager.tsx'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { formatCount } from './labels.ts'
import { formatDay, todayInBerlin } from './period.ts'
import { type StatColumn, StatTable } from './stat-table.tsx'
import '../admin-livestreams/admin-livestreams.css'
import '../admin/admin.css'
import './oabalytics.css'

const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/
const userPath = (id: string) => `/admin/oabalytics/users/${encodeURIComponent(id)}`

function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('seite')) || 1)
  const setPage = (next: number) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        if (next > 1) updated.set('seite', String(next))
        else updated.delete('seite')
        return updated
      },
      { replace: true },
    )
  return [page, setPage]
}

/** What one record says, in German: „Seite /…“, „Suche“, „Impression Stelle 17“ … */
function describe(record: StatisticVisitorRecord): string {
  const entity = record.tracked_entity_type === 'job' ? 'Stelle' : record.tracked_entity_type ? 'Unternehmen' : ''
  const target = entity ? ` ${entity}${record.tracked_entity_id ? ` ${record.tracked_entity_id}` : ''}` : ''
  if (record.entity_type === 'page_visit') return `Seite ${record.route}`
  if (record.entity_type === 'impression') return `Impression${target} auf ${record.route}`
  if (record.event === 'search') return `Suche auf ${record.route}`
  if (record.event === 'click') return `Klick${target} auf ${record.route}`
  return `Ereignis „${record.event ?? ''}“ auf ${record.route}`
}

const campaignOf = (r: StatisticVisitorRecord) => [r.campaign_id, r.source, r.medium].filter(Boolean).join(' / ') || '–'

/** Opens a visitor by the id shown in the list (or copied from a record). */
function OpenVisitor() {
  const [, navigate] = useLocation()
  const [id, setId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = id.trim()
    if (!VISITOR_ID.test(value)) {
      setError('Eine Besucherkennung besteht aus Buchstaben, Ziffern, - und _.')
      return
    }
    navigate(userPath(value))
  }
  return (
    <form className="admin-filters" onSubmit={submit} noValidate>
      <TextField label="Besucherkennung" value={id} error={error} onChange={(event) => setId(event.target.value)} />
      <div>
        <Button type="submit" design="secondary">
          Weg ansehen
        </Button>
      </div>
    </form>
  )
}

/** SPEC §2 /admin/oabalytics/users/detailed without an id: the latest visits, each leading to its visitor. */
export function VisitsPage() {
  const [page, setPage] = usePage()
  const { data, error, mutate } = useApi('statisticsVisitors', { query: { page } })
  return (
    <AreaPage eyebrow="Oabalytics" title="Letzte Besuche" intro="Ein Besuch ist ein Besucher an einem Tag.">
      <p>
        <Link href="/admin/oabalytics">← Zurück zu Oabalytics</Link>
      </p>
      <Card as="section" className="area-card" aria-labelledby="open-title">
        <h2 id="open-title">Besucher öffnen</h2>
        <OpenVisitor />
      </Card>
      {error && <LoadError subject="Die Besuche" plural error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={6} label="Besuche werden geladen …" />}
      {data && (
        <StatTable
          id="visits"
          title="Besuche"
          rows={data.data}
          fileName={`oabalytics-besuche-seite-${page}.csv`}
          empty="Noch hat niemand die Plattform besucht (oder niemand hat der Statistik zugestimmt)."
          columns={[
            {
              label: 'Besucher',
              value: (row) => row.id,
              render: (row) => <Link href={userPath(row.id)}>{row.id}</Link>,
            },
            { label: 'Tag', value: (row) => row.day, render: (row) => formatDay(row.day) },
            { label: 'Erste Aktivität', value: (row) => row.first_at, render: (row) => formatDateTime(row.first_at) },
            { label: 'Letzte Aktivität', value: (row) => row.last_at, render: (row) => formatDateTime(row.last_at) },
            { label: 'Datensätze', value: (row) => row.records },
          ]}
          footer={<Pager page={data.meta.current_page} lastPage={data.meta.last_page} onPage={setPage} />}
        />
      )}
    </AreaPage>
  )
}

function VisitorSummary({ id }: { id: string }) {
  const { data, error, mutate } = useApi('statisticsVisitor', { params: { id } })
  if (error instanceof ApiRequestError && error.status === 404) {
    return <p>Von diesem Besucher gibt es keine Daten.</p>
  }
  if (error) return <LoadError subject="Der Besucher" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={2} label="Besucher wird geladen …" />
  const visitor = data.data
  return (
    <p>
      {formatCount(visitor.days.length)} {visitor.days.length === 1 ? 'Besuch' : 'Besuche'} ·{' '}
      {formatCount(visitor.records)} Datensätze · zuerst {formatDateTime(visitor.first_at)} · zuletzt{' '}
      {formatDateTime(visitor.last_at)}
    </p>
  )
}

/** SPEC §2 /admin/oabalytics/users/{id}: one visitor's way through the platform, as a timeline by day. */
export function VisitorJourneyPage({ id }: { id: string }) {
  const [page, setPage] = usePage()
  const { data, error, mutate } = useApi('statisticsVisitorRecords', { params: { id }, query: { page } })
  const byDay = new Map<string, StatisticVisitorRecord[]>()
  for (const record of data?.data ?? []) {
    const day = todayInBerlin(Date.parse(record.created_at))
    byDay.set(day, [...(byDay.get(day) ?? []), record])
  }
  return (
    <AreaPage eyebrow="Oabalytics" title={`Besucher ${id}`} intro="Seitenaufrufe und Ereignisse in ihrer Reihenfolge.">
      <p>
        <Link href="/admin/oabalytics/users/detailed">← Letzte Besuche</Link> ·{' '}
        <Link href={`${userPath(id)}/detailed`}>Alle Datensätze mit Impressionen</Link>
      </p>
      <Card as="section" className="area-card" aria-labelledby="journey-title">
        <h2 id="journey-title">Weg durch die Plattform</h2>
        <VisitorSummary id={id} />
        {error && !(error instanceof ApiRequestError && error.status === 404) && (
          <LoadError subject="Der Weg" error={error} onRetry={() => mutate()} />
        )}
        {!error && !data && <Skeleton lines={6} label="Weg wird geladen …" />}
        {[...byDay.entries()].map(([day, records]) => (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`}>{formatDay(day)}</h3>
            <ol className="oabalytics-timeline">
              {records.map((record) => (
                <li key={record.id}>
                  <time dateTime={record.created_at}>{formatDateTime(record.created_at).split(', ')[1]}</time>
                  {describe(record)}
                  {record.campaign_id || record.source || record.medium ? (
                    <span className="area-card__muted"> · {campaignOf(record)}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ))}
        {data && <Pager page={data.meta.current_page} lastPage={data.meta.last_page} onPage={setPage} />}
      </Card>
    </AreaPage>
  )
}

const recordColumns = (anonymous: boolean): StatColumn<StatisticVisitorRecord>[] => [
  { label: 'Zeit', value: (r) => r.created_at, render: (r) => formatDateTime(r.created_at) },
  { label: 'Art', value: (r) => r.entity_type },
  { label: 'Route', value: (r) => r.route },
  { label: 'Ereignis', value: (r) => r.event ?? '' },
  { label: 'Objekt', value: (r) => [r.tracked_entity_type, r.tracked_entity_id].filter(Boolean).join(' ') },
  ...(anonymous ? [] : [{ label: 'Inhalt', value: (r: StatisticVisitorRecord) => r.payload ?? '' }]),
  { label: 'Kampagne / Quelle / Medium', value: campaignOf },
]

/**
 * SPEC §2 /admin/oabalytics/users/{id}/detailed (query anonymous): every record of the visitor,
 * impressions included; anonymous leaves out what was searched for and which entity was seen.
 */
export function VisitorDetailedPage({ id }: { id: string | undefined }) {
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePage()
  const anonymous = params.get('anonymous') === '1' || params.get('anonymous') === 'true'
  const valid = id !== undefined && VISITOR_ID.test(id)
  const { data, error, mutate } = useApi(
    'statisticsVisitorRecords',
    valid ? { params: { id }, query: { page, detailed: '1', anonymous: anonymous ? '1' : '0' } } : null,
  )
  if (!valid) return <VisitsPage />
  const setAnonymous = (on: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (on) next.set('anonymous', '1')
        else next.delete('anonymous')
        return next
      },
      { replace: true },
    )
  return (
    <AreaPage eyebrow="Oabalytics" title={`Besucher ${id}: alle Datensätze`}>
      <p>
        <Link href={userPath(id)}>← Weg des Besuchers</Link>
      </p>
      <CheckboxField
        label="Anonym: Suchinhalte und gesehene Stellen oder Unternehmen ausblenden"
        checked={anonymous}
        onChange={(event) => setAnonymous(event.target.checked)}
      />
      {error instanceof ApiRequestError && error.status === 404 && <p>Von diesem Besucher gibt es keine Daten.</p>}
      {error && !(error instanceof ApiRequestError && error.status === 404) && (
        <LoadError subject="Die Datensätze" plural error={error} onRetry={() => mutate()} />
      )}
      {!error && !data && <Skeleton lines={6} label="Datensätze werden geladen …" />}
      {data && (
        <StatTable
          id="records"
          title="Datensätze"
          rows={data.data}
          columns={recordColumns(anonymous)}
          fileName={`oabalytics-besucher-${id}-seite-${page}.csv`}
          empty="Keine Datensätze."
          footer={<Pager page={data.meta.current_page} lastPage={data.meta.last_page} onPage={setPage} />}
        />
      )}
    </AreaPage>
  )
}
