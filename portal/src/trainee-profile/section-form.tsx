import { TRAINEE_SECTION_LABELS, type Trainee, type TraineeProfileSection, type TraineeUpdate } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { api } from '../api/api-client.ts'
import { type FieldErrors, useFormAction } from '../forms/use-form-action.ts'

export interface SectionFormProps {
  section: TraineeProfileSection
  traineeId: number
  /** Field names the server may answer errors for, placed at their fields. */
  fields: readonly string[]
  /** The update built from the form's current values. */
  update: () => TraineeUpdate
  onSaved: (trainee: Trainee) => void
  children: (errors: FieldErrors) => ReactNode
}

/** One section of /i/profile/editieren: its own form, saved on its own with PUT /api/trainee/{id}. */
export function SectionForm({ section, traineeId, fields, update, onSaved, children }: SectionFormProps) {
  const action = useFormAction(fields)
  const [saved, setSaved] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const result = await action.run(() => api('updateTrainee', { params: { id: traineeId }, body: update() }))
    if (!result) return
    setSaved(true)
    onSaved(result.value.data)
  }
  const title = TRAINEE_SECTION_LABELS[section]
  return (
    <Card as="section" className="trainee-edit__section" aria-labelledby={`${section}-title`}>
      <h2 id={`${section}-title`} tabIndex={-1}>
        {title}
      </h2>
      <form id={section} className="trainee-edit__section" onSubmit={submit} noValidate>
        {children(action.fieldErrors)}
        {action.formError && <Notice tone="error">{action.formError}</Notice>}
        <div className="trainee-edit__actions">
          <Button type="submit" design="primary" disabled={action.pending}>
            {action.pending ? 'Wird gespeichert …' : `${title} speichern`}
          </Button>
          {saved && (
            <span role="status" className="area-status area-status--ok">
              Gespeichert
            </span>
          )}
        </div>
      </form>
    </Card>
  )
}
