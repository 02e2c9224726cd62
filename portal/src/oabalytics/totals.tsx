import type { Statistics, StatisticTotal } from '@oabat/core'
import { formatChange, formatCount, TOTAL_LABELS } from './labels.ts'

/** Figures as tiles: the period's value, the one before and the change. */
export function TotalTiles({ statistics, figures }: { statistics: Statistics; figures: readonly StatisticTotal[] }) {
  return (
    <dl className="oabalytics-tiles">
      {figures.map((figure) => {
        const current = statistics.totals[figure]
        const previous = statistics.previous_totals[figure]
        return (
          <div key={figure} className="oabalytics-tile" data-figure={figure}>
            <dt>{TOTAL_LABELS[figure]}</dt>
            <dd className="oabalytics-tile__value">{formatCount(current)}</dd>
            <dd className="oabalytics-tile__change">
              {formatChange(current, previous)}{' '}
              <span className="area-card__muted">(vorher {formatCount(previous)})</span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
