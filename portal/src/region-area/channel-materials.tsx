import type { CallOutput } from '@oabat/core'
import { Button, Card, Dialog, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { FILE_ACCEPT, uploadFile } from '../job-interest/upload-file.ts'
import './region-area.css'

type Material = CallOutput<'materials'>['data'][number]

const FIELDS = ['file_id', 'title', 'description']

/** Materials of the channel (SPEC §6 editMaterials): upload (POST /api/file, POST /api/materials), list, delete. */
export function ChannelMaterials({ channel }: { channel: string }) {
  const materials = useApi('materials', { query: { channel } })
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Material | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const form = useFormAction(FIELDS)
  const removal = useFormAction([])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    if (!file) {
      form.setFieldErrors({ file_id: 'Bitte wähle eine Datei aus.' })
      return
    }
    const answer = await form.run(async () => {
      const stored = await uploadFile(file)
      return api('createMaterial', {
        body: { file_id: stored.id, channel, title, description: description.trim() || null },
      })
    })
    if (!answer) return
    setNotice(`„${answer.value.data.title}“ ist hochgeladen.`)
    setTitle('')
    setDescription('')
    setFile(null)
    if (fileRef.current) fileRef.current.value = ''
    await materials.mutate()
  }

  const confirmRemoval = async () => {
    if (!removing) return
    const answer = await removal.run(() => api('deleteMaterial', { params: { materialId: removing.id } }))
    if (!answer) return
    setNotice(`„${removing.title}“ ist gelöscht.`)
    setRemoving(null)
    await materials.mutate()
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="channel-materials-title">
      <h2 id="channel-materials-title">Materialien</h2>
      {notice && <Notice tone="success">{notice}</Notice>}
      <form className="area-form" onSubmit={onSubmit} noValidate aria-label="Neues Material">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <label className="area-form__file">
          <span>Datei (PDF, Bild oder Word, höchstens 10 MB)</span>
          <input
            ref={fileRef}
            type="file"
            name="file"
            accept={FILE_ACCEPT}
            aria-invalid={form.fieldErrors.file_id ? true : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        {form.fieldErrors.file_id && <Notice tone="error">{form.fieldErrors.file_id}</Notice>}
        <TextField
          label="Titel"
          name="title"
          maxLength={150}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={form.fieldErrors.title}
        />
        <TextField
          label="Beschreibung (optional)"
          name="description"
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={form.fieldErrors.description}
        />
        <div>
          <Button type="submit" design="primary" disabled={form.pending}>
            {form.pending ? 'Wird hochgeladen …' : 'Material hochladen'}
          </Button>
        </div>
      </form>
      {materials.error ? (
        <LoadError subject="Die Materialien" plural error={materials.error} onRetry={() => void materials.mutate()} />
      ) : !materials.data ? (
        <Skeleton lines={2} label="Materialien werden geladen …" />
      ) : materials.data.data.length === 0 ? (
        <p className="area-card__muted">Noch keine Materialien in Eurem Channel.</p>
      ) : (
        <ul className="area-people" aria-label="Eure Materialien">
          {materials.data.data.map((material) => (
            <li key={material.id} className="area-people__item">
              <div>
                <p className="area-people__name">
                  <a href={`/api/materials/${material.id}/file`} download>
                    {material.title}
                  </a>
                </p>
                <p className="area-card__muted">{material.description ?? material.file.original_filename}</p>
              </div>
              <div className="area-people__actions">
                <Button
                  design="secondary-flat"
                  size="small"
                  aria-label={`„${material.title}“ löschen`}
                  onClick={() => {
                    setNotice(null)
                    setRemoving(material)
                  }}
                >
                  Löschen
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Material löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setRemoving(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={removal.pending} onClick={() => void confirmRemoval()}>
              {removal.pending ? 'Wird gelöscht …' : 'Löschen'}
            </Button>
          </>
        }
      >
        <p>„{removing?.title}“ verschwindet aus Eurem Channel. Das lässt sich nicht rückgängig machen.</p>
        {removal.formError && <Notice tone="error">{removal.formError}</Notice>}
      </Dialog>
    </Card>
  )
}
