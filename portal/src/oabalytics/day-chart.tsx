import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartSeries {
  label: string
  values: number[]
  color: string
  dashed?: boolean
}

const HEIGHT = 260
const shortDay = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
const dayLabel = (seconds: number) => shortDay.format(new Date(seconds * 1000))
const count = new Intl.NumberFormat('de-DE')

/**
 * A line chart over days, drawn by uPlot (docs/oabalytics.md: small, canvas, in the admin's chunk
 * only). The numbers themselves are in the table beside it, which is what assistive technology reads.
 */
export function DayChart({ label, days, series }: { label: string; days: string[]; series: ChartSeries[] }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = container.current
    if (!element) return
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        series: [
          { label: 'Tag', value: (_u, v) => (v === null ? '–' : dayLabel(v)) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            dash: s.dashed ? [6, 4] : undefined,
            value: (_u: uPlot, v: number | null) => (v === null ? '–' : count.format(v)),
          })),
        ],
        axes: [
          { values: (_u, splits) => splits.map(dayLabel) },
          { values: (_u, splits) => splits.map((v) => count.format(v)), size: 60 },
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days, series])
  return <div ref={container} className="oabalytics-chart" role="img" aria-label={label} />
}
