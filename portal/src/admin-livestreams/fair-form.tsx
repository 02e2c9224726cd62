import type { AdminJobFair } from '@oabat/core'
import { Button, Card, CheckboxField, Notice, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useDebouncedValue } from '../components/use-debounced-value.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { BusinessSearch } from './business-search.tsx'
import { fromLocalInput, toLocalInput } from './date-input.ts'

interface Participant {
  id: number
  name: string
  is_published: boolean
}

interface Draft {
  name: string
  title: string
  description: string
  channel: string
  location_slug: string
  location_label: string
  start_at: string
  end_at: string
  logo: string
  participants: Participant[]
}

function draftOf(fair: AdminJobFair | null): Draft {
  return {
    name: fair?.name ?? '',
    title: fair?.title ?? '',
    description: fair?.description ?? '',
    channel: fair?.channel ?? '',
    location_slug: fair?.location_slug ?? '',
    location_label: fair?.city ?? '',
    start_at: toLocalInput(fair?.start_at),
    end_at: toLocalInput(fair?.end_at),
    logo: fair?.logo_file_path ?? '',
    participants: (fair?.participants ?? []).map(({ id, name, is_published }) => ({ id, name, is_published })),
  }
}

const FIELDS = [
  'name',
  'title',
  'description',
  'channel',
  'location_slug',
  'start_at',
  'end_at',
  'logo',
  'businesses',
  'businesses_unpublished',
]

/** The fair's place: a typed name or postal code, then one of the suggestions. */
function PlacePicker({
  label,
  error,
  onPick,
}: {
  label: string
  error?: string
  onPick: (slug: string, name: string) => void
}) {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), 250)
  const { data, error: loadError } = useApi('autocompleteCity', search.length >= 2 ? { body: { search } } : null)
  return (
    <div className="admin-business-search">
      <TextField
        label={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        hint="Ort oder Postleitzahl, dann einen Vorschlag wählen."
      />
      {search.length >= 2 && (
        <div aria-live="polite">
          {loadError && <p role="alert">Die Orte konnten nicht geladen werden: {loadError.message}</p>}
          {data && data.items.length === 0 && <p className="admin-muted">Keinen Ort gefunden.</p>}
          <ul className="admin-business-search__results">
            {(data?.items ?? []).slice(0, 8).map((place) => (
              <li key={place.slug}>
                <span>{place.zip ? `${place.zip} ${place.name}` : place.name}</span>
                <Button
                  design="flat"
                  size="small"
                  onClick={() => {
                    onPick(place.slug, place.name)
                    setText('')
                  }}
                  aria-label={`${place.name} als Ort wählen`}
                >
                  Wählen
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

interface FairFormProps {
  fair: AdminJobFair | null
  onSaved: (fair: AdminJobFair) => void
  onCancel: () => void
}

/** Create or edit a fair with its companies, published and unpublished. */
export function FairForm({ fair, onSaved, onCancel }: FairFormProps) {
  const [draft, setDraft] = useState(() => draftOf(fair))
  const regions = useApi('regions', {})
  const form = useFormAction(FIELDS)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const error = (field: string) => form.fieldErrors[field]

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      name: draft.name,
      title: draft.title,
      description: draft.description,
      channel: draft.channel,
      location_slug: draft.location_slug,
      start_at: fromLocalInput(draft.start_at) ?? '',
      end_at: fromLocalInput(draft.end_at) ?? '',
      logo: draft.logo,
      businesses: draft.participants.filter((p) => p.is_published).map((p) => p.id),
      businesses_unpublished: draft.participants.filter((p) => !p.is_published).map((p) => p.id),
    }
    const answer = await form.run(() =>
      fair ? api('updateJobFair', { params: { id: fair.id }, body }) : api('createJobFair', { body }),
    )
    if (answer) onSaved(answer.value.data)
  }

  const channels = new Map<string, string>()
  for (const region of regions.data?.data ?? []) channels.set(region.channel.slug, region.channel.name)
  if (fair && !channels.has(fair.channel)) channels.set(fair.channel, fair.channel)
  const chosen = new Set(draft.participants.map((p) => p.id))
  const heading = fair ? `„${fair.name}“ bearbeiten` : 'Neue Messe'

  return (
    <Card as="section" className="area-card admin-form" aria-labelledby="fair-form-title">
      <h2 id="fair-form-title">{heading}</h2>
      <form onSubmit={onSubmit} noValidate className="admin-form__body">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          label="Name"
          required
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={error('name')}
        />
        <TextField
          label="Titel"
          required
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={error('title')}
          hint="z. B. mit Jahr: „Ausbildungsmesse Passau 2027“"
        />
        <TextAreaField
          label="Beschreibung"
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={error('description')}
        />
        <SelectField
          label="Kanal (Region)"
          placeholder="Bitte wählen"
          required
          options={[...channels].map(([value, label]) => ({ value, label }))}
          value={draft.channel}
          onChange={(e) => set('channel', e.target.value)}
          error={error('channel') ?? (regions.error ? 'Die Kanäle konnten nicht geladen werden.' : undefined)}
        />
        <p>
          Ort: <strong>{draft.location_label || 'noch keiner gewählt'}</strong>
        </p>
        <PlacePicker
          label="Ort suchen"
          error={error('location_slug')}
          onPick={(slug, name) => setDraft((d) => ({ ...d, location_slug: slug, location_label: name }))}
        />
        <div className="admin-form__grid">
          <TextField
            label="Beginn"
            type="datetime-local"
            required
            value={draft.start_at}
            onChange={(e) => set('start_at', e.target.value)}
            error={error('start_at')}
          />
          <TextField
            label="Ende"
            type="datetime-local"
            required
            value={draft.end_at}
            onChange={(e) => set('end_at', e.target.value)}
            error={error('end_at')}
          />
        </div>
        <TextField
          label="Logo (Adresse)"
          type="url"
          value={draft.logo}
          onChange={(e) => set('logo', e.target.value)}
          error={error('logo')}
        />
        <fieldset className="admin-form__group">
          <legend>Unternehmen ({draft.participants.length})</legend>
          {(error('businesses') || error('businesses_unpublished')) && (
            <Notice tone="error">{error('businesses') ?? error('businesses_unpublished')}</Notice>
          )}
          {draft.participants.length === 0 && <p className="admin-muted">Noch keine Unternehmen.</p>}
          <ul className="admin-participants">
            {draft.participants.map((p) => (
              <li key={p.id}>
                <CheckboxField
                  label={`${p.name}: veröffentlicht`}
                  checked={p.is_published}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      participants: d.participants.map((q) =>
                        q.id === p.id ? { ...q, is_published: e.target.checked } : q,
                      ),
                    }))
                  }
                />
                <Button
                  design="secondary-flat"
                  size="small"
                  onClick={() => setDraft((d) => ({ ...d, participants: d.participants.filter((q) => q.id !== p.id) }))}
                  aria-label={`${p.name} entfernen`}
                >
                  Entfernen
                </Button>
              </li>
            ))}
          </ul>
          <BusinessSearch
            label="Unternehmen hinzufügen"
            chosen={chosen}
            onPick={(business) =>
              setDraft((d) => ({
                ...d,
                participants: [...d.participants, { id: business.id, name: business.name, is_published: true }],
              }))
            }
          />
        </fieldset>
        <div className="admin-actions">
          <Button type="submit" design="primary" disabled={form.pending}>
            {form.pending ? 'Wird gespeichert …' : 'Speichern'}
          </Button>
          <Button design="flat" onClick={onCancel}>
            Abbrechen
          </Button>
        </div>
      </form>
    </Card>
  )
}
