import { AZUBI_ABOUT_MAX, AZUBI_TRAINING_YEARS, azubiPagePath, type Image, trainingYearLabel } from '@oabat/core'
import type { OwnAzubi } from '@oabat/core/contract'
import { Button, Card, CheckboxField, Notice, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { ImageUpload } from '../media/image-upload.tsx'
import { AzubiCard } from './azubi-card.tsx'
import './company-pages.css'

const FIELDS = ['name', 'occupation', 'training_year', 'about', 'image_id', 'video_url', 'consent']
const YEARS = Array.from({ length: AZUBI_TRAINING_YEARS }, (_, index) => ({
  value: String(index + 1),
  label: trainingYearLabel(index + 1),
}))
const DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' })
const EMPTY = {}

interface Draft {
  name: string
  occupation: string
  trainingYear: string
  about: string
  images: Image[]
  videoUrl: string
  consent: boolean
}

const emptyDraft: Draft = {
  name: '',
  occupation: '',
  trainingYear: '1',
  about: '',
  images: [],
  videoUrl: '',
  consent: false,
}

function draftOf(azubi: OwnAzubi): Draft {
  return {
    name: azubi.name,
    occupation: azubi.occupation,
    trainingYear: String(azubi.training_year),
    about: azubi.about,
    images: azubi.image ? [azubi.image] : [],
    videoUrl: azubi.video_url ?? '',
    consent: true,
  }
}

/**
 * /betrieb/azubis: the company shows its apprentices on /betriebe/{slug}/azubis. Each needs the
 * apprentice's consent (a required checkbox; the server notes its date). Deleting asks first.
 */
export function AzubisEditorPage() {
  const { user } = useAuth()
  const azubis = useApi('ownAzubis', EMPTY)
  const [editing, setEditing] = useState<OwnAzubi | null>(null)
  const [removing, setRemoving] = useState<OwnAzubi | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const slug = user?.business?.slug
  return (
    <AreaPage
      eyebrow="Unternehmen"
      title="Unsere Azubis"
      intro="Eure Azubis erzählen Schüler:innen von ihrer Ausbildung – mit Foto, Ausbildungsjahr und ein paar Sätzen."
    >
      {slug && (
        <p>
          <Link href={azubiPagePath(slug)}>Zur öffentlichen Azubi-Seite</Link>
        </p>
      )}
      {saved && <Notice tone="success">{saved}</Notice>}
      <AzubiForm
        key={editing?.id ?? 'neu'}
        editing={editing}
        onSaved={(azubi, created) => {
          setEditing(null)
          setSaved(created ? `${azubi.name} ist jetzt auf Eurer Azubi-Seite.` : `${azubi.name} wurde gespeichert.`)
          void azubis.mutate()
        }}
        onCancel={() => setEditing(null)}
      />
      <Card as="section" aria-labelledby="own-azubis-title">
        <h2 id="own-azubis-title">Eure Azubis</h2>
        {azubis.error ? (
          <LoadError subject="Eure Azubis" plural error={azubis.error} onRetry={() => azubis.mutate()} />
        ) : !azubis.data ? (
          <Skeleton lines={4} label="Azubis werden geladen …" />
        ) : azubis.data.data.length === 0 ? (
          <p>Noch niemand eingetragen. Stellt oben Euren ersten Azubi vor.</p>
        ) : (
          <div className="azubi-list">
            {azubis.data.data.map((azubi) => (
              <AzubiCard key={azubi.id} azubi={azubi}>
                <p className="internship-page__muted">
                  Einverständnis notiert am {DATE.format(new Date(azubi.consent_at))}
                </p>
                <div className="azubi-editor__actions">
                  <Button
                    design="flat"
                    size="small"
                    aria-label={`${azubi.name} bearbeiten`}
                    onClick={() => {
                      setSaved(null)
                      setEditing(azubi)
                    }}
                  >
                    Bearbeiten
                  </Button>
                  <Button
                    design="secondary-flat"
                    size="small"
                    aria-label={`${azubi.name} löschen`}
                    onClick={() => setRemoving(azubi)}
                  >
                    Löschen
                  </Button>
                </div>
              </AzubiCard>
            ))}
          </div>
        )}
      </Card>
      <ConfirmDeleteDialog
        open={removing !== null}
        title={`${removing?.name ?? 'Azubi'} löschen?`}
        onClose={() => setRemoving(null)}
        remove={() => api('deleteAzubi', { params: { azubiId: removing?.id ?? 0 } })}
        onDeleted={(answer) => {
          setRemoving(null)
          setSaved(answer.message)
          if (editing?.id === removing?.id) setEditing(null)
          void azubis.mutate()
        }}
      >
        <p>{removing?.name} verschwindet von Eurer Azubi-Seite. Das lässt sich nicht rückgängig machen.</p>
      </ConfirmDeleteDialog>
    </AreaPage>
  )
}

function AzubiForm(props: {
  editing: OwnAzubi | null
  onSaved: (azubi: OwnAzubi, created: boolean) => void
  onCancel: () => void
}) {
  const { editing } = props
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft))
  const [uploading, setUploading] = useState(false)
  const form = useFormAction(FIELDS)
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      name: draft.name,
      occupation: draft.occupation,
      training_year: Number(draft.trainingYear),
      about: draft.about,
      image_id: draft.images[0]?.id ?? null,
      video_url: draft.videoUrl,
      consent: draft.consent as true,
    }
    const done = await form.run(() =>
      editing ? api('updateAzubi', { params: { azubiId: editing.id }, body }) : api('createAzubi', { body }),
    )
    if (!done) return
    if (!editing) setDraft(emptyDraft)
    props.onSaved(done.value.data, !editing)
  }

  const title = editing ? `${editing.name} bearbeiten` : 'Azubi vorstellen'
  return (
    <Card as="section" aria-label={title}>
      <h2>{title}</h2>
      <form className="azubi-editor__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Vorname"
          value={draft.name}
          maxLength={60}
          onChange={(event) => change({ name: event.target.value })}
          error={form.fieldErrors.name}
          required
        />
        <TextField
          label="Ausbildungsberuf"
          value={draft.occupation}
          maxLength={120}
          onChange={(event) => change({ occupation: event.target.value })}
          error={form.fieldErrors.occupation}
          required
        />
        <SelectField
          label="Ausbildungsjahr"
          options={YEARS}
          value={draft.trainingYear}
          onChange={(event) => change({ trainingYear: event.target.value })}
          error={form.fieldErrors.training_year}
        />
        <TextAreaField
          label="Ein paar Sätze zur Ausbildung"
          value={draft.about}
          maxLength={AZUBI_ABOUT_MAX}
          hint={`Was macht Spaß, was lernst Du gerade? Höchstens ${AZUBI_ABOUT_MAX} Zeichen.`}
          onChange={(event) => change({ about: event.target.value })}
          error={form.fieldErrors.about}
          required
        />
        <ImageUpload
          label="Foto"
          images={draft.images}
          onChange={(images) => change({ images })}
          error={form.fieldErrors.image_id}
          altOf={() => `Foto von ${draft.name || 'Azubi'}`}
          onUploadingChange={setUploading}
        />
        <TextField
          label="Video-Link (optional)"
          type="url"
          value={draft.videoUrl}
          placeholder="https://…"
          onChange={(event) => change({ videoUrl: event.target.value })}
          error={form.fieldErrors.video_url}
        />
        <CheckboxField
          label={
            editing
              ? `${editing.name} ist einverstanden, auf unserer Seite gezeigt zu werden (notiert am ${DATE.format(new Date(editing.consent_at))}).`
              : 'Die oder der Azubi ist einverstanden, mit Foto, Text und Video auf unserer Seite gezeigt zu werden.'
          }
          checked={draft.consent}
          onChange={(event) => change({ consent: event.target.checked })}
          error={form.fieldErrors.consent}
          required
        />
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <div className="azubi-editor__actions">
          <Button type="submit" design="primary" disabled={form.pending || uploading}>
            {form.pending ? 'Wird gespeichert …' : editing ? 'Änderungen speichern' : 'Azubi hinzufügen'}
          </Button>
          {editing && (
            <Button type="button" design="flat" onClick={props.onCancel}>
              Abbrechen
            </Button>
          )}
        </div>
      </form>
    </Card>
  )
}
