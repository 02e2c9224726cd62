import type { StatisticMetric, StatisticTotal } from '@oabat/core'

/** German names of the figures (docs/oabalytics.md says how each is counted). */
export const TOTAL_LABELS: Record<StatisticTotal, string> = {
  visits: 'Besuche',
  unique_visitors: 'Eindeutige Besucher',
  page_views: 'Seitenaufrufe',
  job_page_views: 'Aufrufe von Stellenseiten',
  company_page_views: 'Aufrufe von Unternehmensseiten',
  job_impressions: 'Stellen-Impressionen',
  job_clicks: 'Stellen-Klicks',
  company_impressions: 'Unternehmens-Impressionen',
  company_clicks: 'Unternehmens-Klicks',
  searches: 'Suchen',
  job_interests: 'Job-Interessen',
  chats_started: 'Begonnene Chats',
  registrations: 'Registrierungen',
}

export const METRIC_LABELS: Record<StatisticMetric, string> = TOTAL_LABELS

const numberFormat = new Intl.NumberFormat('de-DE')
export const formatCount = (value: number) => numberFormat.format(value)

/** The change against the period before, e.g. „+12 %“; „neu“ when there was nothing before. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '±0 %' : 'neu'
  const change = Math.round(((current - previous) / previous) * 100)
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)} %`
}
