import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import type { StepProps } from './profile-business.ts'
import { StepForm } from './step-form.tsx'
import { TextAreaField } from './text-area-field.tsx'
import { useDirty } from './use-dirty.ts'

const MAX = 10_000

/**
 * Step 2: „Über uns“. Plain text with paragraphs (an empty line starts a new one): the server
 * refuses HTML (422 „HTML ist hier nicht erlaubt. …“) and the profile page shows the paragraphs.
 */
export function AboutStep({ business, onSaved, onDirty, onNext }: StepProps) {
  const [about, setAbout] = useState(business.about_us ?? '')
  const [saved, setSaved] = useState(false)
  const form = useFormAction(['about_us'])
  const dirty = about.trim() !== (business.about_us ?? '')
  useDirty(dirty, onDirty)

  const onSave = async () => {
    const answer = await form.run(() =>
      api('updateBusiness', { params: { idOrSlug: business.slug }, body: { about_us: about.trim() || null } }),
    )
    if (!answer) return false
    setAbout(answer.value.data.about_us ?? '')
    setSaved(true)
    onSaved(answer.value.data)
    return true
  }

  return (
    <StepForm
      title="Über uns"
      intro="Erzählt Schülerinnen und Schülern, wer Ihr seid, was Ihr macht und was Azubis bei Euch erwartet."
      form={form}
      saved={saved}
      dirty={dirty}
      onSave={onSave}
      onNext={onNext}
    >
      <TextAreaField
        label="Über uns"
        name="about_us"
        rows={12}
        maxLength={MAX}
        hint={`Einfacher Text, ohne HTML. Eine leere Zeile beginnt einen neuen Absatz. ${about.length.toLocaleString('de-DE')} von ${MAX.toLocaleString('de-DE')} Zeichen.`}
        value={about}
        onChange={(event) => setAbout(event.target.value)}
        error={form.fieldErrors.about_us}
      />
    </StepForm>
  )
}
