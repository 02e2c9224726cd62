import {
  STATISTIC_METRICS,
  type StatisticBreakdownRow,
  type StatisticDay,
  type StatisticDimension,
  type Statistics,
} from '@oabat/core'
import { Card } from '@oabat/ui'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { type ChartSeries, DayChart } from './day-chart.tsx'
import { formatCount, METRIC_LABELS, TOTAL_LABELS } from './labels.ts'
import { formatDay, formatPeriod } from './period.ts'
import { PeriodPicker } from './period-picker.tsx'
import { type StatColumn, StatTable } from './stat-table.tsx'
import { TotalTiles } from './totals.tsx'
import { usePeriod } from './use-period.ts'
import '../admin-livestreams/admin-livestreams.css'
import '../admin/admin.css'
import './oabalytics.css'

const HEADLINE = [
  'visits',
  'unique_visitors',
  'page_views',
  'job_impressions',
  'job_clicks',
  'company_impressions',
  'company_clicks',
  'searches',
  'job_interests',
  'chats_started',
  'registrations',
] as const

const BREAKDOWNS: ReadonlyArray<{ key: StatisticDimension; title: string; column: string; empty: string }> = [
  {
    key: 'routes',
    title: 'Seitenaufrufe nach Route',
    column: 'Route',
    empty: 'Keine Seitenaufrufe in diesem Zeitraum.',
  },
  { key: 'channels', title: 'Nach Channel', column: 'Channel', empty: 'Kein Aufruf nannte einen Channel.' },
  { key: 'campaigns', title: 'Nach Kampagne', column: 'Kampagne', empty: 'Kein Aufruf kam über eine Kampagne.' },
  { key: 'sources', title: 'Nach Quelle', column: 'Quelle', empty: 'Kein Aufruf nannte eine Quelle.' },
  { key: 'media', title: 'Nach Medium', column: 'Medium', empty: 'Kein Aufruf nannte ein Medium.' },
]

const metricColumns: StatColumn<StatisticBreakdownRow>[] = STATISTIC_METRICS.map((metric) => ({
  label: METRIC_LABELS[metric],
  value: (row) => row[metric],
}))

const dayColumns: StatColumn<StatisticDay>[] = [
  { label: 'Tag', value: (row) => row.day, render: (row) => formatDay(row.day) },
  { label: TOTAL_LABELS.visits, value: (row) => row.visits },
  ...STATISTIC_METRICS.map(
    (metric): StatColumn<StatisticDay> => ({ label: METRIC_LABELS[metric], value: (row) => row[metric] }),
  ),
]

/** Visits and page views per day, with the page views of the period before as a dashed line. */
export function VisitsChart({ statistics }: { statistics: Statistics }) {
  const days = useMemo(() => statistics.days.map((d) => d.day), [statistics])
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Besuche', values: statistics.days.map((d) => d.visits), color: '#0a6b58' },
      { label: 'Seitenaufrufe', values: statistics.days.map((d) => d.page_views), color: '#1f5fbf' },
      {
        label: 'Seitenaufrufe (Zeitraum davor)',
        values: statistics.previous_days.map((d) => d.page_views),
        color: '#8a8a8a',
        dashed: true,
      },
    ],
    [statistics],
  )
  return (
    <DayChart
      days={days}
      series={series}
      label={`Besuche und Seitenaufrufe pro Tag, ${formatPeriod(statistics.period)}; die Zahlen stehen in der Tabelle „Tageswerte“.`}
    />
  )
}

function Funnel({ statistics }: { statistics: Statistics }) {
  const first = statistics.funnel[0]?.count ?? 0
  return (
    <Card as="section" className="area-card" aria-labelledby="funnel-title">
      <h2 id="funnel-title">Funnel: Suche → Stellenseite → Interesse</h2>
      <ol className="oabalytics-funnel">
        {statistics.funnel.map((step, index) => {
          const before = index > 0 ? (statistics.funnel[index - 1]?.count ?? 0) : 0
          const share = first > 0 ? Math.min(100, (step.count / first) * 100) : 0
          return (
            <li key={step.step}>
              <strong>{TOTAL_LABELS[step.step]}</strong>: {formatCount(step.count)}
              {index > 0 && before > 0 && (
                <span className="area-card__muted">
                  {' '}
                  ({Math.round((step.count / before) * 100)} % des Schritts davor)
                </span>
              )}
              <div className="oabalytics-funnel__bar" style={{ width: `${Math.max(share, 1)}%` }} aria-hidden="true" />
            </li>
          )
        })}
      </ol>
    </Card>
  )
}

function fileName(name: string, statistics: Statistics) {
  return `oabalytics-${name}-${statistics.period.from}-${statistics.period.to}.csv`
}

/** SPEC §2 /admin/oabalytics: what happened on the platform in a period, compared with the period before. */
export function OabalyticsPage() {
  const { period } = usePeriod()
  const { data, error, isLoading, mutate } = useApi(
    'statistics',
    { query: { from: period.from, to: period.to } },
    { keepPreviousData: true },
  )
  const statistics = data?.data
  return (
    <AreaPage
      eyebrow="Administration"
      title="Oabalytics"
      intro="Besuche, Aufrufe, Impressionen und Klicks auf der Plattform und in den Widgets, verglichen mit dem Zeitraum davor."
    >
      <Card as="section" className="area-card" aria-labelledby="period-title">
        <h2 id="period-title">Zeitraum</h2>
        <PeriodPicker />
        <div aria-live="polite">
          {statistics && (
            <p className="area-card__muted">
              {formatPeriod(statistics.period)} · verglichen mit {formatPeriod(statistics.previous_period)}
              {isLoading ? ' · wird aktualisiert …' : ''}
            </p>
          )}
        </div>
        <p>
          <Link href="/admin/oabalytics/users/detailed">Letzte Besuche und einzelne Besucher</Link>
        </p>
      </Card>
      {error && <LoadError subject="Die Zahlen" plural error={error} onRetry={() => mutate()} />}
      {!error && !statistics && <Skeleton lines={8} label="Zahlen werden geladen …" />}
      {statistics && (
        <>
          <Card as="section" className="area-card" aria-labelledby="totals-title">
            <h2 id="totals-title">Überblick</h2>
            <TotalTiles statistics={statistics} figures={HEADLINE} />
          </Card>
          <Card as="section" className="area-card" aria-labelledby="chart-title">
            <h2 id="chart-title">Verlauf</h2>
            <VisitsChart statistics={statistics} />
          </Card>
          <Funnel statistics={statistics} />
          <StatTable
            id="days"
            title="Tageswerte"
            columns={dayColumns}
            rows={statistics.days}
            fileName={fileName('tage', statistics)}
            empty="Keine Tage im Zeitraum."
          />
          {BREAKDOWNS.map((breakdown) => (
            <StatTable
              key={breakdown.key}
              id={`by-${breakdown.key}`}
              title={breakdown.title}
              columns={[{ label: breakdown.column, value: (row) => row.value }, ...metricColumns]}
              rows={statistics[breakdown.key]}
              fileName={fileName(breakdown.key, statistics)}
              empty={breakdown.empty}
            />
          ))}
        </>
      )}
    </AreaPage>
  )
}
