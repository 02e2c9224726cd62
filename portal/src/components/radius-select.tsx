import { useId } from 'react'
import './radius-select.css'

export const RADIUS_OPTIONS_KM = [10, 25, 50, 100, 200] as const

export function RadiusSelect({ value, onChange }: { value: number; onChange: (km: number) => void }) {
  const id = useId()
  const options = RADIUS_OPTIONS_KM.includes(value as (typeof RADIUS_OPTIONS_KM)[number])
    ? RADIUS_OPTIONS_KM
    : [...RADIUS_OPTIONS_KM, value].sort((a, b) => a - b)
  return (
    <div className="radius-select">
      <label htmlFor={id}>Umkreis</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((km) => (
          <option key={km} value={km}>
            {km} km
          </option>
        ))}
      </select>
    </div>
  )
}
