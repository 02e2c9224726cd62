import type { AdminJobListJob } from '@oabat/core'
import { Button, TextField } from '@oabat/ui'
import { useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { useDebouncedValue } from '../components/use-debounced-value.ts'

const STATUS_LABELS: Record<AdminJobListJob['status'], string> = {
  draft: 'Entwurf',
  pending: 'wartet auf Prüfung',
  published: 'veröffentlicht',
  archived: 'archiviert',
}

interface JobPickerProps {
  jobs: AdminJobListJob[]
  onChange: (jobs: AdminJobListJob[]) => void
  error?: string | undefined
}

/**
 * The jobs of a list: the chosen ones with „Entfernen“, and a search over the published jobs
 * (GET /api/v2/search/jobs with a term) to add more. Unpublished jobs already in the list stay
 * (the public page shows only published ones).
 */
export function JobPicker({ jobs, onChange, error }: JobPickerProps) {
  const [text, setText] = useState('')
  const term = useDebouncedValue(text.trim(), 250)
  const found = useApi(
    'searchV2',
    term.length >= 2 ? { params: { type: 'jobs' }, query: { term, per_page: 10 } } : null,
  )
  const chosen = new Set(jobs.map((job) => job.slug))
  const results = (found.data?.result.data ?? []).flatMap((item) => (item.type === 'job' ? [item] : []))

  return (
    <fieldset className="admin-job-picker">
      <legend>Stellen ({jobs.length})</legend>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {jobs.length === 0 ? (
        <p className="admin-muted">Noch keine Stelle in dieser Liste. Such unten nach Stellen.</p>
      ) : (
        <ul className="admin-job-picker__list" aria-label="Stellen der Liste">
          {jobs.map((job) => (
            <li key={job.slug}>
              <span>
                {job.name} <span className="admin-muted">· {job.business_name}</span>
                {job.status !== 'published' && <span className="admin-badge">{STATUS_LABELS[job.status]}</span>}
              </span>
              <Button
                design="flat"
                size="small"
                onClick={() => onChange(jobs.filter((j) => j.slug !== job.slug))}
                aria-label={`${job.name} entfernen`}
              >
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Stelle suchen"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="Mindestens zwei Buchstaben, z. B. Beruf oder Unternehmen."
      />
      {term.length >= 2 && (
        <div aria-live="polite">
          {found.isLoading && <p className="admin-muted">Stellen werden gesucht …</p>}
          {found.error && <p role="alert">Die Suche hat nicht geklappt: {found.error.message}</p>}
          {found.data && results.length === 0 && <p className="admin-muted">Keine veröffentlichte Stelle passt.</p>}
          {results.length > 0 && (
            <ul className="admin-job-picker__list" aria-label="Gefundene Stellen">
              {results.map((job) => (
                <li key={job.slug}>
                  <span>
                    {job.name}{' '}
                    <span className="admin-muted">
                      · {job.business.name} · {job.city}
                    </span>
                  </span>
                  <Button
                    design="flat"
                    size="small"
                    disabled={chosen.has(job.slug)}
                    onClick={() =>
                      onChange([
                        ...jobs,
                        { slug: job.slug, name: job.name, business_name: job.business.name, status: 'published' },
                      ])
                    }
                    aria-label={`${job.name} ${chosen.has(job.slug) ? 'in der Liste' : 'hinzufügen'}`}
                  >
                    {chosen.has(job.slug) ? 'In der Liste' : 'Hinzufügen'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  )
}
