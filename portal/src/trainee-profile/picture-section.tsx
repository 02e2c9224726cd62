import type { Trainee } from '@oabat/core'
import { Button, buttonClassName, Card, Notice } from '@oabat/ui'
import { type ChangeEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { ResponsivePicture } from '../media/responsive-picture.tsx'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../media/upload-image.ts'
import { postMultipart } from './post-multipart.ts'

/**
 * Profilbild (POST /api/trainee/{id}/upload_profile, multipart avatar): through the image pipeline,
 * private; companies the trainee turned to see it through signed URLs only.
 */
export function PictureSection({ trainee, onSaved }: { trainee: Trainee; onSaved: (trainee: Trainee) => void }) {
  const action = useFormAction([])
  const [confirming, setConfirming] = useState(false)
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const result = await action.run(async () => {
      if (file.size > MAX_IMAGE_BYTES) throw new Error(IMAGE_TOO_LARGE)
      return postMultipart<Trainee>(`/api/trainee/${trainee.id}/upload_profile`, { avatar: file })
    })
    if (result) onSaved(result.value)
  }
  const remove = async () => {
    const result = await action.run(() => api('deleteTraineeProfilePicture', { params: { id: trainee.id } }))
    setConfirming(false)
    if (result) onSaved(result.value.data)
  }
  return (
    <Card as="section" className="trainee-edit__section" aria-labelledby="picture-title" id="picture">
      <h2 id="picture-title">Profilbild</h2>
      {trainee.profile_picture ? (
        <ResponsivePicture
          image={trainee.profile_picture}
          size="small"
          alt="Dein Profilbild"
          className="trainee-view__picture"
        />
      ) : (
        <p>Ein freundliches Foto hilft Betrieben, sich an Dich zu erinnern.</p>
      )}
      <div className="trainee-edit__actions">
        <label className={buttonClassName({ design: 'primary' })}>
          {action.pending ? 'Wird hochgeladen …' : trainee.profile_picture ? 'Anderes Bild wählen' : 'Bild hochladen'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="visually-hidden"
            onChange={choose}
            disabled={action.pending}
            aria-label="Profilbild hochladen"
          />
        </label>
        {trainee.profile_picture && !confirming && (
          <Button design="flat" onClick={() => setConfirming(true)}>
            Bild entfernen
          </Button>
        )}
        {confirming && (
          <>
            <span>Bild wirklich entfernen?</span>
            <Button design="primary" onClick={remove} disabled={action.pending}>
              Ja, entfernen
            </Button>
            <Button design="flat" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
          </>
        )}
      </div>
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
    </Card>
  )
}
