import { type Image, SCHOOL_ABOUT_US_MAX, SCHOOL_GALLERY_MAX, type School } from '@oabat/core'
import { Button, Card, Notice, TextAreaField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useDiscardUnsavedUploads } from '../business-profile/use-discard-unsaved-uploads.ts'
import { useLeaveGuard } from '../business-profile/use-leave-guard.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { ImageUpload } from '../media/image-upload.tsx'
import { VideoUpload } from '../media/video-upload.tsx'

const FIELDS = ['about_us', 'logo_image_id', 'main_image_id', 'gallery_images', 'video_id'] as const

const idsOf = (images: readonly Image[]) => images.map((image) => image.id)

/**
 * The own school's profile (SPEC §5: saving a school profile sends about_us and the image ids):
 * „Über uns“, logo, main image, gallery in order and the video, saved together (PUT
 * /api/schools/{slug}). Plain text only: the server refuses HTML with a German message.
 */
export function SchoolProfileEditor({
  school,
  onSaved,
  onClose,
}: {
  school: School
  onSaved: (school: School) => void
  onClose: () => void
}) {
  const [aboutUs, setAboutUs] = useState(school.about_us ?? '')
  const [logo, setLogo] = useState<Image[]>(school.logo ? [school.logo] : [])
  const [main, setMain] = useState<Image[]>(school.main_image ? [school.main_image] : [])
  const [gallery, setGallery] = useState<Image[]>(school.gallery_images)
  const [videoId, setVideoId] = useState<number | null>(school.video_id)
  const [uploading, setUploading] = useState({ logo: false, main: false, gallery: false })
  const [saved, setSaved] = useState(false)
  const form = useFormAction(FIELDS)
  const savedImages = [school.logo, school.main_image, ...school.gallery_images].filter((image) => image !== null)
  const markSaved = useDiscardUnsavedUploads(idsOf([...logo, ...main, ...gallery]), idsOf(savedImages))
  const busy = form.pending || uploading.logo || uploading.main || uploading.gallery
  const sameImages = (left: readonly Image[], right: readonly (Image | null)[]) =>
    idsOf(left).join(',') === idsOf(right.filter((image) => image !== null)).join(',')
  const dirty =
    aboutUs.trim() !== (school.about_us ?? '') ||
    !sameImages(logo, [school.logo]) ||
    !sameImages(main, [school.main_image]) ||
    !sameImages(gallery, school.gallery_images) ||
    videoId !== school.video_id
  const leaveDialog = useLeaveGuard(dirty, 'Änderungen am Schulprofil')
  const [confirmClose, setConfirmClose] = useState(false)
  const close = () => (dirty ? setConfirmClose(true) : onClose())

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const answer = await form.run(() =>
      api('updateSchool', {
        params: { idOrSlug: school.slug },
        body: {
          about_us: aboutUs,
          logo_image_id: logo[0]?.id ?? null,
          main_image_id: main[0]?.id ?? null,
          gallery_images: idsOf(gallery),
          video_id: videoId,
        },
      }),
    )
    if (!answer) return
    const updated = answer.value.data
    markSaved(idsOf([updated.logo, updated.main_image, ...updated.gallery_images].filter((image) => image !== null)))
    setSaved(true)
    onSaved(updated)
  }

  return (
    <Card as="section" aria-labelledby="school-editor-title" className="school-editor">
      <h2 id="school-editor-title">Schulprofil bearbeiten</h2>
      <form className="school-editor__form" onSubmit={onSubmit} noValidate>
        <TextAreaField
          label="Über uns"
          hint={`Stell Deine Schule vor (einfacher Text, höchstens ${SCHOOL_ABOUT_US_MAX} Zeichen).`}
          value={aboutUs}
          maxLength={SCHOOL_ABOUT_US_MAX}
          rows={6}
          onChange={(event) => setAboutUs(event.target.value)}
          error={form.fieldErrors.about_us}
        />
        <ImageUpload
          label="Logo"
          images={logo}
          onChange={setLogo}
          onUploadingChange={(value) => setUploading((state) => ({ ...state, logo: value }))}
          error={form.fieldErrors.logo_image_id}
          altOf={() => `Logo von ${school.name}`}
        />
        <ImageUpload
          label="Titelbild"
          hint="Das große Bild oben auf Eurem Schulprofil."
          images={main}
          onChange={setMain}
          onUploadingChange={(value) => setUploading((state) => ({ ...state, main: value }))}
          error={form.fieldErrors.main_image_id}
          altOf={() => `Titelbild von ${school.name}`}
        />
        <ImageUpload
          label="Galerie"
          hint={`Bilder aus Eurem Schulleben, bis zu ${SCHOOL_GALLERY_MAX}.`}
          images={gallery}
          onChange={setGallery}
          max={SCHOOL_GALLERY_MAX}
          onUploadingChange={(value) => setUploading((state) => ({ ...state, gallery: value }))}
          error={form.fieldErrors.gallery_images}
          altOf={(_, index) => `Galeriebild ${index + 1} von ${school.name}`}
        />
        <fieldset className="school-editor__video">
          <legend>Video</legend>
          {videoId !== null ? (
            <p>
              Ein Video ist ausgewählt.{' '}
              <Button design="secondary-flat" size="small" onClick={() => setVideoId(null)}>
                Video entfernen
              </Button>
            </p>
          ) : (
            <VideoUpload onUploaded={(video) => setVideoId(video.id)} />
          )}
          {form.fieldErrors.video_id && <Notice tone="error">{form.fieldErrors.video_id}</Notice>}
        </fieldset>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {saved && !form.pending && (
          <Notice tone="success">Gespeichert. So sehen Besucherinnen und Besucher jetzt Euer Schulprofil.</Notice>
        )}
        <div className="school-editor__actions">
          <Button type="submit" design="primary" disabled={busy}>
            {form.pending ? 'Wird gespeichert …' : 'Speichern'}
          </Button>
          <Button design="secondary-flat" onClick={close}>
            Schließen
          </Button>
        </div>
        {confirmClose && (
          <Notice tone="info" title="Du hast Änderungen am Schulprofil noch nicht gespeichert.">
            <div className="school-editor__actions">
              <Button design="primary" size="small" onClick={onClose}>
                Änderungen verwerfen
              </Button>
              <Button design="secondary-flat" size="small" onClick={() => setConfirmClose(false)}>
                Weiter bearbeiten
              </Button>
            </div>
          </Notice>
        )}
        {leaveDialog}
      </form>
    </Card>
  )
}
