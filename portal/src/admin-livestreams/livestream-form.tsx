import type { AdminBusinessRow, Livestream } from '@oabat/core'
import { Button, Card, CheckboxField, Notice, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { BusinessSearch, type PickedBusiness } from './business-search.tsx'
import { fromLocalInput, toLocalInput } from './date-input.ts'

interface SlotDraft {
  key: number
  from: string
  to: string
  title: string
  business: PickedBusiness | null
}

interface Draft {
  title: string
  description: string
  job_fair_id: string
  planned_start: string
  planned_end: string
  video_url: string
  thumbnail_url: string
  is_live: boolean
  is_chat_public: boolean
  account_only_vote: boolean
  lower_bound: string
  message_threshold: string
  self_message_threshold: string
  /** 'keep' an existing password, 'set' a new one, 'remove' it. */
  password_mode: 'keep' | 'set' | 'remove'
  password: string
  slots: SlotDraft[]
}

let slotKeys = 0

function draftOf(stream: Livestream | null): Draft {
  return {
    title: stream?.title ?? '',
    description: stream?.description ?? '',
    job_fair_id: stream?.job_fair_id ? String(stream.job_fair_id) : '',
    planned_start: toLocalInput(stream?.planned_start),
    planned_end: toLocalInput(stream?.planned_end),
    video_url: stream?.video_url ?? '',
    thumbnail_url: stream?.thumbnail_url ?? '',
    is_live: stream?.is_live ?? false,
    is_chat_public: stream?.is_chat_public ?? true,
    account_only_vote: stream?.account_only_vote ?? false,
    lower_bound: String(stream?.lower_bound ?? 0),
    message_threshold: String(stream?.message_threshold ?? 0),
    self_message_threshold: String(stream?.self_message_threshold ?? 0),
    password_mode: stream?.is_secure ? 'keep' : 'remove',
    password: '',
    slots: (stream?.appearances ?? []).map((slot) => ({
      key: ++slotKeys,
      from: toLocalInput(slot.from),
      to: toLocalInput(slot.to),
      title: slot.title,
      business: slot.business ? { id: slot.business.id, name: slot.business.name } : null,
    })),
  }
}

const FIELDS = [
  'title',
  'description',
  'job_fair_id',
  'planned_start',
  'planned_end',
  'video_url',
  'thumbnail_url',
  'lower_bound',
  'message_threshold',
  'self_message_threshold',
  'password',
]

interface LivestreamFormProps {
  /** The stream to edit; null creates one. */
  stream: Livestream | null
  onSaved: (stream: Livestream) => void
  onCancel: () => void
}

/** Create or edit a livestream with every field of the PUT, including its appearance slots. */
export function LivestreamForm({ stream, onSaved, onCancel }: LivestreamFormProps) {
  const [draft, setDraft] = useState(() => draftOf(stream))
  const [picking, setPicking] = useState<number | null>(null)
  const fairs = useApi('jobFairs', { query: {} })
  const slotFields = draft.slots.flatMap((_, i) =>
    ['from', 'to', 'title', 'business_id'].map((f) => `appearances.${i}.${f}`),
  )
  const form = useFormAction([...FIELDS, ...slotFields])
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const setSlot = (key: number, change: Partial<SlotDraft>) =>
    setDraft((d) => ({ ...d, slots: d.slots.map((s) => (s.key === key ? { ...s, ...change } : s)) }))
  const error = (field: string) => form.fieldErrors[field]

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (draft.password_mode === 'set' && draft.password.length === 0) {
      form.setFieldErrors({ password: 'Bitte gib das neue Passwort ein.' })
      return
    }
    const body = {
      title: draft.title,
      description: draft.description,
      job_fair_id: draft.job_fair_id ? Number(draft.job_fair_id) : null,
      planned_start: fromLocalInput(draft.planned_start),
      planned_end: fromLocalInput(draft.planned_end),
      video_url: draft.video_url,
      thumbnail_url: draft.thumbnail_url,
      is_live: draft.is_live,
      is_chat_public: draft.is_chat_public,
      account_only_vote: draft.account_only_vote,
      lower_bound: Number(draft.lower_bound || 0),
      message_threshold: Number(draft.message_threshold || 0),
      self_message_threshold: Number(draft.self_message_threshold || 0),
      ...(draft.password_mode === 'set' ? { password: draft.password } : {}),
      // A new stream without password needs nothing; an existing one loses it.
      ...(draft.password_mode === 'remove' && stream?.is_secure ? { password: null } : {}),
      appearances: draft.slots.map((slot) => ({
        from: fromLocalInput(slot.from) ?? '',
        to: fromLocalInput(slot.to),
        title: slot.title,
        business_id: slot.business?.id ?? null,
      })),
    }
    const answer = await form.run(() =>
      stream ? api('updateLivestream', { params: { id: stream.id }, body }) : api('createLivestream', { body }),
    )
    if (answer) onSaved(answer.value.data)
  }

  const fairOptions = (fairs.data?.data ?? []).map((fair) => ({ value: String(fair.id), label: fair.title }))
  const heading = stream ? `„${stream.title}“ bearbeiten` : 'Neuer Livestream'
  return (
    <Card as="section" className="area-card admin-form" aria-labelledby="livestream-form-title">
      <h2 id="livestream-form-title">{heading}</h2>
      <form onSubmit={onSubmit} noValidate className="admin-form__body">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          label="Titel"
          required
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={error('title')}
        />
        <TextAreaField
          label="Beschreibung"
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={error('description')}
        />
        <SelectField
          label="Messe"
          placeholder="Ohne Messe"
          options={fairOptions}
          value={draft.job_fair_id}
          onChange={(e) => set('job_fair_id', e.target.value)}
          error={error('job_fair_id') ?? (fairs.error ? `Die Messen konnten nicht geladen werden.` : undefined)}
        />
        <div className="admin-form__grid">
          <TextField
            label="Geplanter Beginn"
            type="datetime-local"
            value={draft.planned_start}
            onChange={(e) => set('planned_start', e.target.value)}
            error={error('planned_start')}
          />
          <TextField
            label="Geplantes Ende"
            type="datetime-local"
            value={draft.planned_end}
            onChange={(e) => set('planned_end', e.target.value)}
            error={error('planned_end')}
          />
        </div>
        <TextField
          label="Video-Adresse (HLS .m3u8 oder MP4)"
          type="url"
          value={draft.video_url}
          onChange={(e) => set('video_url', e.target.value)}
          error={error('video_url')}
        />
        <TextField
          label="Vorschaubild (Adresse)"
          type="url"
          value={draft.thumbnail_url}
          onChange={(e) => set('thumbnail_url', e.target.value)}
          error={error('thumbnail_url')}
        />
        <fieldset className="admin-form__group">
          <legend>Einstellungen</legend>
          <CheckboxField
            label="Live (Video läuft)"
            checked={draft.is_live}
            onChange={(e) => set('is_live', e.target.checked)}
          />
          <CheckboxField
            label="Öffentlicher Chat (auch ohne Konto)"
            checked={draft.is_chat_public}
            onChange={(e) => set('is_chat_public', e.target.checked)}
          />
          <CheckboxField
            label="Abstimmen nur mit Konto"
            checked={draft.account_only_vote}
            onChange={(e) => set('account_only_vote', e.target.checked)}
          />
          <div className="admin-form__grid">
            <TextField
              label="Mindestzahl Zuschauende"
              inputMode="numeric"
              value={draft.lower_bound}
              onChange={(e) => set('lower_bound', e.target.value.replace(/\D/g, ''))}
              error={error('lower_bound')}
            />
            <TextField
              label="Verzögerung fremder Nachrichten (Sekunden)"
              inputMode="numeric"
              value={draft.message_threshold}
              onChange={(e) => set('message_threshold', e.target.value.replace(/\D/g, ''))}
              error={error('message_threshold')}
            />
            <TextField
              label="Verzögerung eigener Nachrichten (Sekunden)"
              inputMode="numeric"
              value={draft.self_message_threshold}
              onChange={(e) => set('self_message_threshold', e.target.value.replace(/\D/g, ''))}
              error={error('self_message_threshold')}
            />
          </div>
        </fieldset>
        <fieldset className="admin-form__group">
          <legend>Passwort</legend>
          <SelectField
            label="Passwortschutz"
            options={[
              ...(stream?.is_secure ? [{ value: 'keep', label: 'Bisheriges Passwort behalten' }] : []),
              { value: 'set', label: stream?.is_secure ? 'Neues Passwort setzen' : 'Mit Passwort schützen' },
              { value: 'remove', label: stream?.is_secure ? 'Passwort entfernen' : 'Ohne Passwort' },
            ]}
            value={draft.password_mode}
            onChange={(e) => set('password_mode', e.target.value as Draft['password_mode'])}
          />
          {draft.password_mode === 'set' && (
            <TextField
              label="Neues Passwort"
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={(e) => set('password', e.target.value)}
              error={error('password')}
              hint="Mindestens 4 Zeichen. Zuschauende geben es einmal ein."
            />
          )}
        </fieldset>
        <fieldset className="admin-form__group">
          <legend>Auftritte (wer wann auf der Bühne ist)</legend>
          {draft.slots.length === 0 && <p className="admin-muted">Noch keine Auftritte.</p>}
          <ol className="admin-slots">
            {draft.slots.map((slot, index) => (
              <li key={slot.key} className="admin-slots__item" aria-label={`Auftritt ${index + 1}`}>
                <div className="admin-form__grid">
                  <TextField
                    label={`Beginn (Auftritt ${index + 1})`}
                    type="datetime-local"
                    required
                    value={slot.from}
                    onChange={(e) => setSlot(slot.key, { from: e.target.value })}
                    error={error(`appearances.${index}.from`)}
                  />
                  <TextField
                    label={`Ende (Auftritt ${index + 1})`}
                    type="datetime-local"
                    value={slot.to}
                    onChange={(e) => setSlot(slot.key, { to: e.target.value })}
                    error={error(`appearances.${index}.to`)}
                    hint="Leer: bis zum nächsten Auftritt."
                  />
                  <TextField
                    label={`Titel (Auftritt ${index + 1})`}
                    value={slot.title}
                    onChange={(e) => setSlot(slot.key, { title: e.target.value })}
                    error={error(`appearances.${index}.title`)}
                  />
                </div>
                <p>
                  Unternehmen: <strong>{slot.business?.name ?? 'keins (Pause oder Moderation)'}</strong>
                  {error(`appearances.${index}.business_id`) && (
                    <span role="alert" className="admin-error">
                      {' '}
                      {error(`appearances.${index}.business_id`)}
                    </span>
                  )}
                </p>
                <div className="admin-actions">
                  <Button
                    design="flat"
                    size="small"
                    aria-expanded={picking === slot.key}
                    onClick={() => setPicking(picking === slot.key ? null : slot.key)}
                  >
                    Unternehmen wählen
                  </Button>
                  {slot.business && (
                    <Button design="flat" size="small" onClick={() => setSlot(slot.key, { business: null })}>
                      Ohne Unternehmen
                    </Button>
                  )}
                  <Button
                    design="secondary-flat"
                    size="small"
                    onClick={() => setDraft((d) => ({ ...d, slots: d.slots.filter((s) => s.key !== slot.key) }))}
                  >
                    Auftritt entfernen
                  </Button>
                </div>
                {picking === slot.key && (
                  <BusinessSearch
                    label={`Unternehmen für Auftritt ${index + 1} suchen`}
                    chosen={new Set(slot.business ? [slot.business.id] : [])}
                    onPick={(business: AdminBusinessRow) => {
                      setSlot(slot.key, { business: { id: business.id, name: business.name } })
                      setPicking(null)
                    }}
                  />
                )}
              </li>
            ))}
          </ol>
          <Button
            design="flat"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                slots: [
                  ...d.slots,
                  { key: ++slotKeys, from: d.slots.at(-1)?.to ?? '', to: '', title: '', business: null },
                ],
              }))
            }
          >
            Auftritt hinzufügen
          </Button>
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
