import { TextField } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { refreshSessionUser } from '../auth/session.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import type { StepProps } from './profile-business.ts'
import { StepForm } from './step-form.tsx'
import { useDirty } from './use-dirty.ts'

/** Step 1: the company's name and motto. */
export function NameStep({ business, onSaved, onDirty, onNext }: StepProps) {
  const [name, setName] = useState(business.name)
  const [motto, setMotto] = useState(business.motto ?? '')
  const [saved, setSaved] = useState(false)
  const form = useFormAction(['name', 'motto'])
  const dirty = name.trim() !== business.name || motto.trim() !== (business.motto ?? '')
  useDirty(dirty, onDirty)

  const onSave = async () => {
    const answer = await form.run(() =>
      api('updateBusiness', {
        params: { idOrSlug: business.slug },
        body: { name: name.trim(), motto: motto.trim() || null },
      }),
    )
    if (!answer) return false
    setName(answer.value.data.name)
    setMotto(answer.value.data.motto ?? '')
    setSaved(true)
    onSaved(answer.value.data)
    // The side menu and header show the company name from the session user: refresh it.
    refreshSessionUser()
    return true
  }

  return (
    <StepForm
      title="Name und Motto"
      intro="So erscheint Ihr auf Eurer Profilseite, in der Suche und in den Widgets."
      form={form}
      saved={saved}
      dirty={dirty}
      onSave={onSave}
      onNext={onNext}
    >
      <TextField
        label="Name des Unternehmens"
        name="name"
        required
        maxLength={120}
        autoComplete="organization"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.fieldErrors.name}
      />
      <TextField
        label="Motto"
        name="motto"
        maxLength={200}
        hint="Ein kurzer Satz, der Euch beschreibt, z. B. „Mit Herz und Hand seit 1952“."
        value={motto}
        onChange={(event) => setMotto(event.target.value)}
        error={form.fieldErrors.motto}
      />
    </StepForm>
  )
}
