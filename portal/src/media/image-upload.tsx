import { ApiRequestError, type Image } from '@oabat/core'
import { Button, Dialog, Notice } from '@oabat/ui'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { api } from '../api/api-client.ts'
import { ResponsivePicture } from './responsive-picture.tsx'
import { IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE, uploadImage } from './upload-image.ts'

const ACCEPT = IMAGE_TYPES.join(',')

interface RunningUpload {
  key: number
  name: string
  percent: number
}

export interface ImageUploadProps {
  /** Visible heading of the field, e.g. „Titelbilder“. */
  label: string
  hint?: string
  /** The images of the field, in order. */
  images: readonly Image[]
  /** Called with the new list after an upload or a removal. */
  onChange: (images: Image[]) => void
  /** How many images the field holds (1 for a logo or portrait). */
  max?: number
  /** A German message from the server for this field (422 on save). */
  error?: string | null
  /** Alt text of the previews. */
  altOf?: (image: Image, index: number) => string
  /** After an image was deleted on the server (which also drops it from saved profiles). */
  onDeleted?: (image: Image) => void
  /** Told whether files are still uploading, so a form can wait with saving until they are in the list. */
  onUploadingChange?: (uploading: boolean) => void
}

/**
 * Upload of one or more images (POST /api/images): choose or drop files, a progress bar per file,
 * previews from the returned variant URLs, removal after a confirmation (DELETE /api/images/{id};
 * an image of a colleague that may not be deleted is only taken off the list). A fake or too large
 * image shows the server's German message.
 */
export function ImageUpload({
  label,
  hint,
  images,
  onChange,
  max = 1,
  error,
  altOf,
  onDeleted,
  onUploadingChange,
}: ImageUploadProps) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<RunningUpload[]>([])
  const [messages, setMessages] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const [removing, setRemoving] = useState<Image | null>(null)
  const [removePending, setRemovePending] = useState(false)
  const [removeError, setRemoveError] = useState<string | null>(null)
  // Uploads finish one after another while the parent re-renders: keep the newest list at hand.
  const current = useRef<Image[]>([...images])
  current.current = [...images]
  const nextKey = useRef(0)
  const free = max - images.length - uploads.length
  const uploading = uploads.length > 0
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange])

  async function upload(files: File[]) {
    setMessages([])
    const chosen = files.slice(0, Math.max(free, 0))
    const problems: string[] = []
    if (files.length > chosen.length)
      problems.push(`Hier ist Platz für höchstens ${max} ${max === 1 ? 'Bild' : 'Bilder'}.`)
    await Promise.all(
      chosen.map(async (file) => {
        if (file.size > MAX_IMAGE_BYTES) {
          problems.push(`${file.name}: ${IMAGE_TOO_LARGE}`)
          return
        }
        // A dropped PDF or video is refused at once instead of after its upload; the server still
        // checks the content (a renamed file passes here).
        if (file.type && !IMAGE_TYPES.includes(file.type)) {
          problems.push(`${file.name}: ${NOT_AN_IMAGE}`)
          return
        }
        const key = nextKey.current++
        setUploads((list) => [...list, { key, name: file.name, percent: 0 }])
        try {
          const image = await uploadImage(file, (percent) =>
            setUploads((list) => list.map((item) => (item.key === key ? { ...item, percent } : item))),
          )
          current.current = [...current.current, image]
          onChange(current.current)
        } catch (failure) {
          problems.push(`${file.name}: ${failure instanceof Error ? failure.message : 'Das hat nicht geklappt.'}`)
        } finally {
          setUploads((list) => list.filter((item) => item.key !== key))
        }
      }),
    )
    setMessages(problems)
    if (input.current) input.current.value = ''
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    void upload([...event.dataTransfer.files])
  }

  async function confirmRemove() {
    if (!removing) return
    setRemovePending(true)
    setRemoveError(null)
    try {
      await api('deleteImage', { params: { imageId: removing.id } })
      onDeleted?.(removing)
    } catch (failure) {
      // 403: a colleague's image; 404: already gone. Either way it leaves this list; anything else is shown.
      if (!(failure instanceof ApiRequestError && (failure.status === 403 || failure.status === 404))) {
        setRemoveError(failure instanceof Error ? failure.message : 'Das Bild konnte nicht gelöscht werden.')
        setRemovePending(false)
        return
      }
    }
    current.current = current.current.filter((image) => image.id !== removing.id)
    onChange(current.current)
    setRemovePending(false)
    setRemoving(null)
  }

  function move(index: number, by: -1 | 1) {
    const list = [...images]
    const [item] = list.splice(index, 1)
    if (!item) return
    list.splice(index + by, 0, item)
    onChange(list)
  }

  return (
    <fieldset className={`image-upload${error ? ' image-upload--invalid' : ''}`}>
      <legend className="image-upload__label">{label}</legend>
      {hint && <p className="image-upload__hint">{hint}</p>}
      {images.length > 0 && (
        <ul className="image-upload__previews">
          {images.map((image, index) => (
            <li key={image.id} className="image-upload__preview">
              <ResponsivePicture image={image} size="small" alt={altOf?.(image, index) ?? image.file_name} />
              <div className="image-upload__preview-actions">
                {max > 1 && (
                  <>
                    <Button
                      type="button"
                      size="tiny"
                      design="white"
                      disabled={index === 0}
                      aria-label={`Bild ${index + 1} nach vorne`}
                      onClick={() => move(index, -1)}
                    >
                      ←
                    </Button>
                    <Button
                      type="button"
                      size="tiny"
                      design="white"
                      disabled={index === images.length - 1}
                      aria-label={`Bild ${index + 1} nach hinten`}
                      onClick={() => move(index, 1)}
                    >
                      →
                    </Button>
                  </>
                )}
                <Button
                  type="button"
                  size="tiny"
                  design="white"
                  aria-label={`Bild ${index + 1} entfernen`}
                  onClick={() => {
                    setRemoveError(null)
                    setRemoving(image)
                  }}
                >
                  Entfernen
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {uploads.map((item) => (
        <div key={item.key} className="image-upload__progress">
          <span>{item.name}</span>
          <progress max={100} value={item.percent} aria-label={`${item.name} wird hochgeladen`}>
            {item.percent} %
          </progress>
        </div>
      ))}
      {free > 0 && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for mouse users; the button inside is the keyboard way
        <div
          className={`image-upload__drop${dragging ? ' image-upload__drop--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={ACCEPT}
            multiple={free > 1}
            onChange={(event) => void upload([...(event.target.files ?? [])])}
          />
          <label htmlFor={inputId} className="image-upload__choose">
            {max === 1 ? 'Bild auswählen' : 'Bilder auswählen'}
          </label>
          <span className="image-upload__drop-text">oder hierher ziehen · JPEG, PNG, WebP, AVIF, GIF bis 15 MB</span>
        </div>
      )}
      {messages.length > 0 && (
        <div role="alert">
          {messages.map((message) => (
            <p key={message} className="image-upload__error">
              {message}
            </p>
          ))}
        </div>
      )}
      {error && <p className="image-upload__error">{error}</p>}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Bild entfernen?"
        actions={
          <>
            <Button type="button" design="white" onClick={() => setRemoving(null)}>
              Abbrechen
            </Button>
            <Button type="button" design="primary" disabled={removePending} onClick={() => void confirmRemove()}>
              {removePending ? 'Wird entfernt …' : 'Entfernen'}
            </Button>
          </>
        }
      >
        <p>
          Das Bild wird gelöscht und überall entfernt, wo es verwendet wird. Das lässt sich nicht rückgängig machen.
        </p>
        {removeError && <Notice tone="error">{removeError}</Notice>}
      </Dialog>
    </fieldset>
  )
}
