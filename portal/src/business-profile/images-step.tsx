import { type Image, MIN_MAIN_IMAGES_EXCLUSIVE } from '@oabat/core'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { ImageUpload } from '../media/image-upload.tsx'
import type { StepProps } from './profile-business.ts'
import { StepForm } from './step-form.tsx'
import { useDirty } from './use-dirty.ts'
import { useDiscardUnsavedUploads } from './use-discard-unsaved-uploads.ts'

const ids = (images: readonly Image[]) => images.map((image) => image.id).join(',')

/** Step 3: title images (SPEC §5: more than 4 for a complete profile) and gallery images, in order. */
export function ImagesStep({ business, onSaved, onDirty, onNext }: StepProps) {
  const [main, setMain] = useState<Image[]>(business.main_images)
  const [gallery, setGallery] = useState<Image[]>(business.gallery_images)
  const [saved, setSaved] = useState(false)
  const [uploadingMain, setUploadingMain] = useState(false)
  const [uploadingGallery, setUploadingGallery] = useState(false)
  const form = useFormAction(['main_images', 'gallery_images'])
  const dirty = ids(main) !== ids(business.main_images) || ids(gallery) !== ids(business.gallery_images)
  useDirty(dirty, onDirty)
  const needed = MIN_MAIN_IMAGES_EXCLUSIVE + 1
  const markSaved = useDiscardUnsavedUploads(
    [...main, ...gallery].map((image) => image.id),
    [...business.main_images, ...business.gallery_images].map((image) => image.id),
  )

  const onSave = async () => {
    const answer = await form.run(() =>
      api('updateBusiness', {
        params: { idOrSlug: business.slug },
        body: { main_images: main.map((image) => image.id), gallery_images: gallery.map((image) => image.id) },
      }),
    )
    if (!answer) return false
    setMain(answer.value.data.main_images)
    setGallery(answer.value.data.gallery_images)
    markSaved([...answer.value.data.main_images, ...answer.value.data.gallery_images].map((image) => image.id))
    setSaved(true)
    onSaved(answer.value.data)
    return true
  }

  return (
    <StepForm
      title="Bilder"
      intro="Zeigt Euren Betrieb, Euer Team und Eure Arbeit. Das erste Titelbild ist das große Bild oben auf Eurem Profil."
      form={form}
      saved={saved}
      dirty={dirty}
      onSave={onSave}
      onNext={onNext}
      uploading={uploadingMain || uploadingGallery}
    >
      <ImageUpload
        label="Titelbilder"
        hint={
          main.length < needed
            ? `Für ein vollständiges Profil braucht Ihr mindestens ${needed} Titelbilder (noch ${needed - main.length}).`
            : `${main.length} Titelbilder – Euer Profil hat genug davon.`
        }
        images={main}
        onChange={setMain}
        // The server dropped a deleted image from the saved profile too: reload it.
        onDeleted={() => onSaved()}
        max={20}
        onUploadingChange={setUploadingMain}
        error={form.fieldErrors.main_images}
        altOf={(_, index) => `Titelbild ${index + 1} von ${business.name}`}
      />
      <ImageUpload
        label="Galerie"
        hint="Weitere Bilder für die Galerie auf Eurem Profil (freiwillig, bis zu 50)."
        images={gallery}
        onChange={setGallery}
        // The server dropped a deleted image from the saved profile too: reload it.
        onDeleted={() => onSaved()}
        max={50}
        onUploadingChange={setUploadingGallery}
        error={form.fieldErrors.gallery_images}
        altOf={(_, index) => `Galeriebild ${index + 1} von ${business.name}`}
      />
    </StepForm>
  )
}
