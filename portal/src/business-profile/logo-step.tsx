import type { Image } from '@oabat/core'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { ImageUpload } from '../media/image-upload.tsx'
import type { StepProps } from './profile-business.ts'
import { StepForm } from './step-form.tsx'
import { useDirty } from './use-dirty.ts'
import { useDiscardUnsavedUploads } from './use-discard-unsaved-uploads.ts'

/** Step 4: the logo (one image; shown on cards, in search results and in the widgets). */
export function LogoStep({ business, onSaved, onDirty, onNext }: StepProps) {
  const [logo, setLogo] = useState<Image[]>(business.logo ? [business.logo] : [])
  const [saved, setSaved] = useState(false)
  const [uploading, setUploading] = useState(false)
  const form = useFormAction(['logo_image_id'])
  const dirty = (logo[0]?.id ?? null) !== business.logo_image_id
  useDirty(dirty, onDirty)
  const markSaved = useDiscardUnsavedUploads(
    logo.map((image) => image.id),
    business.logo_image_id === null ? [] : [business.logo_image_id],
  )

  const onSave = async () => {
    const answer = await form.run(() =>
      api('updateBusiness', { params: { idOrSlug: business.slug }, body: { logo_image_id: logo[0]?.id ?? null } }),
    )
    if (!answer) return false
    setLogo(answer.value.data.logo ? [answer.value.data.logo] : [])
    if (answer.value.data.logo_image_id !== null) markSaved([answer.value.data.logo_image_id])
    setSaved(true)
    onSaved(answer.value.data)
    return true
  }

  return (
    <StepForm
      title="Logo"
      intro="Euer Logo erscheint auf Eurem Profil, bei Euren Stellen und in der Suche. Am besten quadratisch."
      form={form}
      saved={saved}
      dirty={dirty}
      onSave={onSave}
      onNext={onNext}
      uploading={uploading}
    >
      <ImageUpload
        label="Logo"
        images={logo}
        onChange={setLogo}
        // The server dropped a deleted image from the saved profile too: reload it.
        onDeleted={() => onSaved()}
        max={1}
        onUploadingChange={setUploading}
        error={form.fieldErrors.logo_image_id}
        altOf={() => `Logo von ${business.name}`}
      />
    </StepForm>
  )
}
