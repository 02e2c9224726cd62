import { SelectField } from '@oabat/ui'
import { useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'

/** Where a view was counted (POST /api/v2/jobs/{id}/views `platform`); empty means all of them. */
const PLATFORMS = [
  { value: '', label: 'Alle Plattformen' },
  { value: 'oabat', label: 'oabat-Portal' },
  { value: 'widget', label: 'Widgets auf Webseiten' },
  { value: 'app', label: 'App' },
]

const dayFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short' })

/** GET /api/v2/jobs/{id}/statistics: views of the last 30 days per platform and the interests (permission statistics). */
export function JobStatistics({ jobId, jobName }: { jobId: number; jobName: string }) {
  const [platform, setPlatform] = useState('')
  const { data, error, mutate } = useApi('jobStatistics', {
    params: { jobId },
    query: platform ? { platform } : {},
  })
  const stats = data?.data
  const max = Math.max(1, ...(stats?.days.map((day) => day.views) ?? []))
  return (
    <div className="job-stats">
      <SelectField
        label="Plattform"
        options={PLATFORMS}
        value={platform}
        onChange={(event) => setPlatform(event.target.value)}
      />
      {error && <LoadError subject="Die Statistik" error={error} onRetry={() => mutate()} />}
      {!error && !stats && <Skeleton lines={2} label="Statistik wird geladen …" />}
      {stats && (
        <>
          <dl className="job-stats__totals">
            <div>
              <dt>Aufrufe (30 Tage)</dt>
              <dd>{stats.total_views}</dd>
            </div>
            <div>
              <dt>Anfragen</dt>
              <dd>{stats.interests}</dd>
            </div>
            <div>
              <dt>Likes</dt>
              <dd title="Azubis, denen die Stelle gefällt; dazu Gäste, die sich noch nicht angemeldet haben">
                {stats.likes}
                {stats.guest_likes > 0 && <span className="job-stats__guests"> + {stats.guest_likes} von Gästen</span>}
              </dd>
            </div>
          </dl>
          <ol className="job-stats__days" aria-label={`Aufrufe pro Tag von „${jobName}“`}>
            {stats.days.map((day) => {
              const label = `${dayFormat.format(new Date(`${day.date}T12:00:00`))}: ${day.views} ${day.views === 1 ? 'Aufruf' : 'Aufrufe'}`
              return (
                <li key={day.date} className="job-stats__day" title={label}>
                  <span className="job-stats__bar" style={{ height: `${(day.views / max) * 100}%` }} />
                  <span className="visually-hidden">{label}</span>
                </li>
              )
            })}
          </ol>
        </>
      )}
    </div>
  )
}
