import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { VisitsChart } from './oabalytics-page.tsx'
import { formatPeriod, presetPeriod, todayInBerlin } from './period.ts'
import { PlatformFigures } from './platform-figures.tsx'
import { TotalTiles } from './totals.tsx'
import '../admin-livestreams/admin-livestreams.css'
import '../admin/admin.css'
import './oabalytics.css'

const DASHBOARD_FIGURES = [
  'visits',
  'unique_visitors',
  'page_views',
  'job_interests',
  'chats_started',
  'registrations',
] as const

/**
 * SPEC §2 /admin/dashboard (admin and dashboard account, SPEC §6): the last seven days against the
 * seven before, their course, and the platform's headline numbers.
 */
export function DashboardPage() {
  const period = presetPeriod('letzte-7-tage', todayInBerlin())
  const { data, error, mutate } = useApi('statistics', { query: period })
  const platform = useApi('platformStatistics', {})
  const statistics = data?.data
  return (
    <AreaPage eyebrow="Administration" title="Dashboard" intro="Die letzten sieben Tage auf einen Blick.">
      <Card as="section" className="area-card" aria-labelledby="week-title">
        <h2 id="week-title">Letzte 7 Tage</h2>
        {error && <LoadError subject="Die Zahlen" plural error={error} onRetry={() => mutate()} />}
        {!error && !statistics && <Skeleton lines={4} label="Zahlen werden geladen …" />}
        {statistics && (
          <>
            <p className="area-card__muted">
              {formatPeriod(statistics.period)} · verglichen mit {formatPeriod(statistics.previous_period)}
            </p>
            <TotalTiles statistics={statistics} figures={DASHBOARD_FIGURES} />
            <VisitsChart statistics={statistics} />
          </>
        )}
        <p>
          <Link href="/admin/oabalytics">Alle Zahlen in Oabalytics</Link>
        </p>
      </Card>
      <Card as="section" className="area-card" aria-labelledby="platform-title">
        <h2 id="platform-title">Die Plattform heute</h2>
        {platform.error && (
          <LoadError subject="Die Kennzahlen" plural error={platform.error} onRetry={() => platform.mutate()} />
        )}
        {!platform.error && !platform.data && <Skeleton lines={2} label="Kennzahlen werden geladen …" />}
        {platform.data && (
          <PlatformFigures figures={platform.data.data} className="oabalytics-tiles oabalytics-platform" />
        )}
      </Card>
    </AreaPage>
  )
}
