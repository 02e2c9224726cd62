import { SelectField, TextField } from '@oabat/ui'
import { PERIOD_PRESETS } from './period.ts'
import { usePeriod } from './use-period.ts'

const OPTIONS = [...PERIOD_PRESETS, { value: 'eigener', label: 'Eigener Zeitraum' }]

/** The period of the figures: a preset („Letzte Woche“ …) or the admin's own from and to days. */
export function PeriodPicker() {
  const { preset, period, choosePreset, chooseDays } = usePeriod()
  return (
    <search className="admin-filters oabalytics-period" aria-label="Zeitraum wählen">
      <SelectField
        label="Zeitraum"
        options={OPTIONS}
        value={preset}
        onChange={(event) => choosePreset(event.target.value as typeof preset)}
      />
      {preset === 'eigener' && (
        <>
          <TextField
            label="Von"
            type="date"
            value={period.from}
            max={period.to}
            onChange={(event) => event.target.value && chooseDays({ from: event.target.value, to: period.to })}
          />
          <TextField
            label="Bis"
            type="date"
            value={period.to}
            min={period.from}
            onChange={(event) => event.target.value && chooseDays({ from: period.from, to: event.target.value })}
          />
        </>
      )}
    </search>
  )
}
