/**
 * The periods of the oabalytics picker (docs/oabalytics.md). Days are Berlin calendar days, as the
 * server counts them; a week runs from Monday to Sunday.
 */
export type PeriodPreset = 'letzte-7-tage' | 'letzte-woche' | 'dieser-monat' | 'letzter-monat' | 'letzte-30-tage'

export const PERIOD_PRESETS: ReadonlyArray<{ value: PeriodPreset; label: string }> = [
  { value: 'letzte-7-tage', label: 'Letzte 7 Tage' },
  { value: 'letzte-woche', label: 'Letzte Woche' },
  { value: 'dieser-monat', label: 'Dieser Monat' },
  { value: 'letzter-monat', label: 'Letzter Monat' },
  { value: 'letzte-30-tage', label: 'Letzte 30 Tage' },
]

export interface Period {
  from: string
  to: string
}

const berlinDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Berlin, as YYYY-MM-DD. */
export function todayInBerlin(now = Date.now()): string {
  return berlinDate.format(new Date(now))
}

export function shiftDay(day: string, step: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10)
}

/** The from and to days of a preset, seen from `today`. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const date = new Date(`${today}T00:00:00Z`)
  switch (preset) {
    case 'letzte-woche': {
      // getUTCDay: 0 is Sunday; the days since this week's Monday.
      const sinceMonday = (date.getUTCDay() + 6) % 7
      const lastMonday = shiftDay(today, -sinceMonday - 7)
      return { from: lastMonday, to: shiftDay(lastMonday, 6) }
    }
    case 'dieser-monat':
      return { from: `${today.slice(0, 8)}01`, to: today }
    case 'letzter-monat': {
      const lastOfPrevious = shiftDay(`${today.slice(0, 8)}01`, -1)
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious }
    }
    case 'letzte-30-tage':
      return { from: shiftDay(today, -29), to: today }
    default:
      return { from: shiftDay(today, -6), to: today }
  }
}

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A YYYY-MM-DD day as „25.11.2026“. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
}

export function formatPeriod(period: Period): string {
  return period.from === period.to ? formatDay(period.from) : `${formatDay(period.from)} – ${formatDay(period.to)}`
}
