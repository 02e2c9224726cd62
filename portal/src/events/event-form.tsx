import type { EventItem } from '@oabat/core'
import { Button, Notice, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { fromLocalInput, toLocalInput } from './local-date-time.ts'

const FIELDS = ['title', 'description', 'start_at', 'end_at', 'city']

/**
 * Create (no `event`) or edit an event of a channel: POST /api/events and PUT /api/events/{id}.
 * Creating announces it to the channel's members in the chat („Neues Event“, docs/regions.md).
 */
export function EventForm({
  channel,
  event,
  onSaved,
  onCancel,
}: {
  channel: string
  event?: EventItem
  onSaved: (event: EventItem) => void
  onCancel?: () => void
}) {
  const [title, setTitle] = useState(event?.title ?? '')
  const [description, setDescription] = useState(event?.description ?? '')
  const [start, setStart] = useState(toLocalInput(event?.start_at ?? null))
  const [end, setEnd] = useState(toLocalInput(event?.end_at ?? null))
  const [city, setCity] = useState(event?.city ?? '')
  const form = useFormAction(FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)

  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault()
    const startAt = fromLocalInput(start)
    if (!startAt) {
      form.setFieldErrors({ start_at: 'Bitte gib an, wann das Event beginnt.' })
      return
    }
    const fields = {
      title: title.trim(),
      description: description.trim(),
      start_at: startAt,
      end_at: fromLocalInput(end),
      city: city.trim() || null,
    }
    const answer = await form.run(() =>
      event
        ? api('updateEvent', { params: { eventId: event.id }, body: fields })
        : api('createEvent', { body: { ...fields, channel } }),
    )
    if (!answer) return
    if (!event) {
      setTitle('')
      setDescription('')
      setStart('')
      setEnd('')
      setCity('')
    }
    onSaved(answer.value.data)
  }

  return (
    <form
      ref={formRef}
      className="area-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={event ? `Event „${event.title}“ bearbeiten` : 'Neues Event'}
    >
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextField
        label="Titel"
        name="title"
        required
        maxLength={150}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={form.fieldErrors.title}
      />
      <div className="area-form__pair">
        <TextField
          label="Beginn"
          type="datetime-local"
          name="start_at"
          required
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={form.fieldErrors.start_at}
        />
        <TextField
          label="Ende (optional)"
          type="datetime-local"
          name="end_at"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          error={form.fieldErrors.end_at}
        />
      </div>
      <TextField
        label="Ort (optional)"
        name="city"
        maxLength={100}
        value={city}
        onChange={(e) => setCity(e.target.value)}
        error={form.fieldErrors.city}
      />
      <TextAreaField
        label="Beschreibung (optional)"
        name="description"
        maxLength={10_000}
        rows={3}
        maxRows={12}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={form.fieldErrors.description}
        hint="Einfacher Text, ohne HTML."
      />
      <div className="area-people__actions">
        <Button type="submit" design="primary" disabled={form.pending}>
          {form.pending ? 'Wird gespeichert …' : event ? 'Änderungen speichern' : 'Event veröffentlichen'}
        </Button>
        {onCancel && (
          <Button type="button" design="flat" onClick={onCancel}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  )
}
