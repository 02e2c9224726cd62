import { Button, SelectField } from '@oabat/ui'

interface Props {
  /** e.g. „Region für Goethe-Gymnasium“ */
  label: string
  /** What the picker names when nothing is chosen, e.g. „Region wählen“. */
  prompt: string
  /** The options not yet joined; null while they load. */
  options: ReadonlyArray<{ value: string; label: string }> | null
  value: string
  onChange: (value: string) => void
  busy: boolean
  /** The joining button, e.g. „Zuordnen“. */
  submitLabel: string
  onSubmit: () => void
}

/** A picker of what a row may still join (a region, a channel) with its button, in the admin's lists. */
export function MembershipPicker({ label, prompt, options, value, onChange, busy, submitLabel, onSubmit }: Props) {
  return (
    <div className="admin-memberships__add">
      <SelectField
        label={label}
        options={[{ value: '', label: options ? prompt : 'Wird geladen …' }, ...(options ?? [])]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={!options || options.length === 0}
      />
      <Button design="secondary-flat" size="small" disabled={!value || busy} onClick={onSubmit}>
        {submitLabel}
      </Button>
    </div>
  )
}
