import { PLATFORM_STATISTICS_HEAD } from '@oabat/core'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { PlatformFigures } from './platform-figures.tsx'
import './platform-statistics.css'

const updated = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' })

/**
 * SPEC §2 /statistiken/oabat and /statistiken-oabat: the platform's headline numbers, rendered on
 * the server (docs/ssr.md). Counts only, nothing about a person.
 */
export function PlatformStatisticsPage() {
  const { data, error, mutate } = useApi('platformStatistics', {})
  usePageHead(PLATFORM_STATISTICS_HEAD)
  return (
    <article className="platform-statistics">
      <h1>{PLATFORM_STATISTICS_HEAD.title}</h1>
      <p className="platform-statistics__intro">
        Auf oabat finden Schüler:innen ihre Ausbildung und ihr Praktikum in der Region – und Unternehmen ihre Azubis.
      </p>
      {error && <LoadError subject="Die Zahlen" plural error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={4} label="Zahlen werden geladen …" />}
      {data && (
        <>
          <PlatformFigures figures={data.data} className="platform-statistics__figures" />
          <p className="platform-statistics__updated">Stand: {updated.format(new Date(data.data.updated_at))} Uhr</p>
        </>
      )}
    </article>
  )
}
