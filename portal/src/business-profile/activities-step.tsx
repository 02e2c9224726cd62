import { BUSINESS_ACTIVITIES, type BusinessActivity } from '@oabat/core'
import { CheckboxField } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import type { StepProps } from './profile-business.ts'
import { StepForm } from './step-form.tsx'
import { useDirty } from './use-dirty.ts'

const KEYS = Object.keys(BUSINESS_ACTIVITIES) as BusinessActivity[]
const sorted = (list: readonly string[]) => [...list].sort().join(',')

/** Step 7: what the company offers schools and pupils (POST /api/business/{id}/activities replaces the list). */
export function ActivitiesStep({ business, onSaved, onDirty, onNext }: StepProps) {
  const [chosen, setChosen] = useState<string[]>(business.activities)
  const [saved, setSaved] = useState(false)
  const form = useFormAction(['activities'])
  const dirty = sorted(chosen) !== sorted(business.activities)
  useDirty(dirty, onDirty)

  const onSave = async () => {
    const answer = await form.run(() =>
      api('businessActivities', {
        params: { businessId: business.id },
        body: { activities: KEYS.filter((key) => chosen.includes(key)) },
      }),
    )
    if (!answer) return false
    setChosen(answer.value.data)
    setSaved(true)
    onSaved({ ...business, activities: answer.value.data })
    return true
  }

  return (
    <StepForm
      title="Aktivitäten"
      intro="Was bietet Ihr Schulen und Schülerinnen und Schülern an? Schulen finden Euch darüber im Schulnetzwerk."
      form={form}
      saved={saved}
      dirty={dirty}
      onSave={onSave}
      onNext={onNext}
    >
      <fieldset className="profile-editor__choices">
        <legend className="visually-hidden">Aktivitäten</legend>
        {KEYS.map((key) => (
          <CheckboxField
            key={key}
            label={BUSINESS_ACTIVITIES[key]}
            checked={chosen.includes(key)}
            onChange={(event) =>
              setChosen(event.target.checked ? [...chosen, key] : chosen.filter((item) => item !== key))
            }
          />
        ))}
      </fieldset>
      {form.fieldErrors.activities && <p className="image-upload__error">{form.fieldErrors.activities}</p>}
    </StepForm>
  )
}
