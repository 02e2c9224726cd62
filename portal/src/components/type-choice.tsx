import type { SearchType } from '@oabat/core'
import { useId } from 'react'
import './type-choice.css'

const OPTIONS: Array<{ value: SearchType; label: string }> = [
  { value: 'ausbildung', label: 'Ausbildung' },
  { value: 'praktikum', label: 'Praktikum' },
]

/** The choice between apprenticeships and internships, as a radio group styled as a segmented control. */
export function TypeChoice({ value, onChange }: { value: SearchType; onChange: (value: SearchType) => void }) {
  const name = useId()
  return (
    <fieldset className="type-choice">
      <legend className="type-choice__legend">Was suchst Du?</legend>
      <div className="type-choice__options">
        {OPTIONS.map((option) => (
          <label key={option.value} className="type-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
