import { useCallback } from 'react'
import { useSearchParams } from 'wouter'
import { PERIOD_PRESETS, type Period, type PeriodPreset, presetPeriod, todayInBerlin } from './period.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The chosen period, kept in the address (?zeitraum=letzte-woche, or ?von=…&bis=… for one of the
 * admin's own), so a view can be linked and survives a reload. Default: the last seven days.
 */
export function usePeriod(): {
  preset: PeriodPreset | 'eigener'
  period: Period
  choosePreset: (preset: PeriodPreset | 'eigener') => void
  chooseDays: (period: Period) => void
} {
  const [params, setParams] = useSearchParams()
  const from = params.get('von') ?? ''
  const to = params.get('bis') ?? ''
  const asked = params.get('zeitraum')
  const today = todayInBerlin()
  const custom = DAY.test(from) && DAY.test(to) && from <= to
  const preset: PeriodPreset | 'eigener' = custom
    ? 'eigener'
    : (PERIOD_PRESETS.find((p) => p.value === asked)?.value ?? 'letzte-7-tage')
  const period = custom ? { from, to } : presetPeriod(preset as PeriodPreset, today)

  const choosePreset = useCallback(
    (next: PeriodPreset | 'eigener') =>
      setParams(
        () => {
          if (next !== 'eigener') return new URLSearchParams({ zeitraum: next })
          const current = presetPeriod('letzte-7-tage', todayInBerlin())
          return new URLSearchParams({ von: current.from, bis: current.to })
        },
        { replace: true },
      ),
    [setParams],
  )
  const chooseDays = useCallback(
    (next: Period) => setParams(() => new URLSearchParams({ von: next.from, bis: next.to }), { replace: true }),
    [setParams],
  )
  return { preset, period, choosePreset, chooseDays }
}
