import {
  type JobInterest,
  TRAINEE_DOCUMENT_KIND_LABELS,
  TRAINEE_DOCUMENT_KINDS,
  type TraineeDocument,
} from '@oabat/core'
import { Button, Card, CheckboxField, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { AccountPage } from '../account/account-page.tsx'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { downloadFile } from '../job-interest/download-file.ts'
import { FILE_ACCEPT, FILE_TOO_LARGE, MAX_FILE_BYTES } from '../job-interest/upload-file.ts'
import { postMultipart } from './post-multipart.ts'
import './trainee-profile.css'

const KIND_OPTIONS = TRAINEE_DOCUMENT_KINDS.map((value) => ({ value, label: TRAINEE_DOCUMENT_KIND_LABELS[value] }))
const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/**
 * SPEC §2 /i/dokumente: the trainee's CV and certificates — upload, rename, delete (after a
 * confirmation) and attach to the job interests already sent, where the company can open them.
 */
export function TraineeDocumentsPage() {
  const { user } = useAuth()
  const id = user?.id ?? 0
  const documents = useApi('traineeDocuments', user ? { params: { id } } : null)
  const interests = useApi('jobInterests', user ? { query: {} } : null)
  const reload = () => documents.mutate()
  return (
    <AccountPage
      title="Deine Dokumente"
      intro={<p>Lebenslauf und Zeugnisse: Häng sie an Deine Anfragen, dann kann der Betrieb sie öffnen.</p>}
    >
      <div className="trainee-edit">
        <UploadForm traineeId={id} onUploaded={reload} />
        <Card as="section" className="trainee-edit__section" aria-labelledby="documents-title">
          <h2 id="documents-title">Gespeicherte Dokumente</h2>
          {documents.error && (
            <LoadError subject="Deine Dokumente" plural error={documents.error} onRetry={() => reload()} />
          )}
          {!documents.error && !documents.data && <Skeleton lines={4} label="Dokumente werden geladen …" />}
          {documents.data?.data.length === 0 && <p>Du hast noch keine Dokumente hochgeladen.</p>}
          {documents.data && documents.data.data.length > 0 && (
            <ul className="trainee-edit__list" aria-label="Deine Dokumente">
              {documents.data.data.map((document) => (
                <DocumentItem
                  key={document.id}
                  traineeId={id}
                  document={document}
                  interests={interests.data?.data ?? []}
                  onChanged={reload}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </AccountPage>
  )
}

function UploadForm({ traineeId, onUploaded }: { traineeId: number; onUploaded: () => void }) {
  const [kind, setKind] = useState<string>('cv')
  const input = useRef<HTMLInputElement>(null)
  const action = useFormAction(['kind'])
  const [done, setDone] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const file = input.current?.files?.[0]
    const result = await action.run(async () => {
      if (!file) throw new Error('Bitte wähle eine Datei aus.')
      if (file.size > MAX_FILE_BYTES) throw new Error(FILE_TOO_LARGE)
      return postMultipart<TraineeDocument>(`/api/trainee/${traineeId}/documents`, { file, kind })
    })
    if (!result) return
    if (input.current) input.current.value = ''
    setDone(`„${result.value.original_filename}“ ist gespeichert.`)
    onUploaded()
  }
  return (
    <Card as="section" className="trainee-edit__section" aria-labelledby="upload-title">
      <h2 id="upload-title">Dokument hochladen</h2>
      <form className="trainee-edit__section" onSubmit={submit} noValidate>
        <SelectField
          label="Art"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          error={action.fieldErrors.kind}
        />
        <div className="oabat-ui-text-field">
          <label className="oabat-ui-text-field__label" htmlFor="document-file">
            Datei (PDF, JPEG, PNG, WebP oder DOCX, höchstens 10 MB)
          </label>
          <input id="document-file" ref={input} type="file" accept={FILE_ACCEPT} />
        </div>
        {action.formError && <Notice tone="error">{action.formError}</Notice>}
        {done && (
          <p role="status" className="area-status area-status--ok">
            {done}
          </p>
        )}
        <div className="trainee-edit__actions">
          <Button type="submit" design="primary" disabled={action.pending}>
            {action.pending ? 'Wird hochgeladen …' : 'Hochladen'}
          </Button>
        </div>
      </form>
    </Card>
  )
}

interface ItemProps {
  traineeId: number
  document: TraineeDocument
  interests: JobInterest[]
  onChanged: () => void
}

function DocumentItem({ traineeId, document, interests, onChanged }: ItemProps) {
  const [name, setName] = useState(document.original_filename)
  const [deleting, setDeleting] = useState(false)
  const action = useFormAction(['original_filename', 'attached'])
  const params = { id: traineeId, fileId: document.id }
  const rename = async (event: FormEvent) => {
    event.preventDefault()
    const body = { original_filename: name }
    if (await action.run(() => api('updateTraineeDocument', { params, body }))) onChanged()
  }
  // Shown at once; the server's answer confirms it, a refusal puts it back.
  const [attachedIds, setAttachedIds] = useState(document.job_interest_ids)
  const attach = async (interestId: number, attached: boolean) => {
    const before = attachedIds
    setAttachedIds(attached ? [...before, interestId] : before.filter((id) => id !== interestId))
    const input = { params: { ...params, interestId }, body: { attached } }
    const result = await action.run(() => api('attachTraineeDocument', input))
    if (!result) setAttachedIds(before)
    else onChanged()
  }
  const download = () => action.run(() => downloadFile(document.id, document.original_filename))
  return (
    <li className="trainee-documents__item">
      <p>
        <strong>{document.original_filename}</strong>{' '}
        <span className="trainee-documents__meta">
          {TRAINEE_DOCUMENT_KIND_LABELS[document.kind]} · {SIZE.format(document.size / 1024)} KB
        </span>
      </p>
      <form className="trainee-edit__row" onSubmit={rename} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          error={action.fieldErrors.original_filename}
        />
        <Button type="submit" design="flat" disabled={action.pending || name === document.original_filename}>
          Umbenennen
        </Button>
        <Button type="button" design="flat" onClick={download}>
          Öffnen
        </Button>
        <Button type="button" design="flat" onClick={() => setDeleting(true)}>
          Löschen
        </Button>
      </form>
      {interests.length > 0 && (
        <fieldset className="trainee-edit__list">
          <legend>An Anfragen hängen</legend>
          {interests.map((interest) => (
            <CheckboxField
              key={interest.id}
              label={interest.job_name}
              checked={attachedIds.includes(interest.id)}
              disabled={action.pending}
              onChange={(event) => attach(interest.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <DeleteDialog
        open={deleting}
        traineeId={traineeId}
        document={document}
        onClose={() => setDeleting(false)}
        onDeleted={onChanged}
      />
    </li>
  )
}

function DeleteDialog(props: {
  open: boolean
  traineeId: number
  document: TraineeDocument
  onClose: () => void
  onDeleted: () => void
}) {
  const { open, traineeId, document, onClose, onDeleted } = props
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Dokument löschen?"
      onClose={onClose}
      remove={() => api('deleteTraineeDocument', { params: { id: traineeId, fileId: document.id } })}
      onDeleted={() => {
        onClose()
        onDeleted()
      }}
    >
      <p>
        „{document.original_filename}“ wird gelöscht, auch aus den Anfragen, an denen es hängt. Das lässt sich nicht
        rückgängig machen.
      </p>
    </ConfirmDeleteDialog>
  )
}
