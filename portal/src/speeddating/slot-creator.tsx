import { berlinLocalToIso, type Region } from '@oabat/core'
import type { SignupSlot } from '@oabat/core/contract'
import { Button, Dialog, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import './speeddating.css'

const FIELDS = ['business_id', 'starts_at', 'duration_minutes', 'count', 'place']
/** The region's member companies offered in the form (the first page of its channel's companies). */
const MEMBERS_PER_PAGE = 50

/** A `datetime-local` value as German time; anything else goes as typed, and the server says what is wrong. */
function isoOf(local: string): string {
  return berlinLocalToIso(local) ?? local
}

function SeriesForm({ region, onCreated }: { region: Region; onCreated: (count: number) => void }) {
  const members = useApi('searchV2', {
    params: { type: 'businesses' },
    query: { channel: region.channel.slug, per_page: MEMBERS_PER_PAGE, page: 1, sort: 'newest' },
  })
  const [businessId, setBusinessId] = useState('')
  const [startsAt, setStartsAt] = useState('')
  const [duration, setDuration] = useState('10')
  const [count, setCount] = useState('6')
  const [place, setPlace] = useState('')
  const form = useFormAction(FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('createSignupSlots', {
        params: { regionSlug: region.slug },
        body: {
          business_id: Number(businessId),
          starts_at: isoOf(startsAt),
          duration_minutes: Number(duration),
          count: Number(count),
          place: place || null,
        },
      }),
    )
    if (answer) onCreated(answer.value.data.length)
  }

  if (members.error) {
    return <LoadError subject="Die Betriebe der Region" plural error={members.error} onRetry={() => members.mutate()} />
  }
  if (!members.data) return <Skeleton lines={3} label="Betriebe werden geladen …" />
  const options = members.data.result.data.flatMap((item) =>
    item.type === 'business' ? [{ value: String(item.id), label: `${item.name} (${item.city})` }] : [],
  )
  return (
    <form
      ref={formRef}
      className="slot-creator__form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="slot-series-title"
    >
      <h3 id="slot-series-title">Neue Termine</h3>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <SelectField
        label="Betrieb"
        name="business_id"
        placeholder="Betrieb wählen"
        options={options}
        value={businessId}
        onChange={(event) => setBusinessId(event.target.value)}
        error={form.fieldErrors.business_id}
        required
      />
      <TextField
        label="Beginn des ersten Termins"
        hint="Deutsche Zeit"
        name="starts_at"
        type="datetime-local"
        value={startsAt}
        onChange={(event) => setStartsAt(event.target.value)}
        error={form.fieldErrors.starts_at}
        required
      />
      <TextField
        label="Dauer eines Termins (Minuten)"
        name="duration_minutes"
        type="number"
        min={5}
        max={240}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        error={form.fieldErrors.duration_minutes}
        required
      />
      <TextField
        label="Anzahl der Termine hintereinander"
        name="count"
        type="number"
        min={1}
        max={48}
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={form.fieldErrors.count}
        required
      />
      <TextField
        label="Ort (optional)"
        name="place"
        maxLength={150}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        error={form.fieldErrors.place}
      />
      <div>
        <Button type="submit" design="primary" disabled={form.pending}>
          {form.pending ? 'Termine werden angelegt …' : 'Termine anlegen'}
        </Button>
      </div>
    </form>
  )
}

/** Who booked which slot (the region's own list; pupils cancel on the sign-up page). */
function BookingList({ region }: { region: Region }) {
  const bookings = useApi('signupBookings', { params: { regionSlug: region.slug } })
  return (
    <>
      <h3 id="slot-bookings-title">Buchungen</h3>
      {bookings.error ? (
        <LoadError subject="Die Buchungen" plural error={bookings.error} onRetry={() => bookings.mutate()} />
      ) : !bookings.data ? (
        <Skeleton lines={2} label="Buchungen werden geladen …" />
      ) : bookings.data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Noch hat niemand einen Termin gebucht.
        </p>
      ) : (
        <table className="slot-bookings" aria-labelledby="slot-bookings-title">
          <thead>
            <tr>
              <th scope="col">Termin</th>
              <th scope="col">Betrieb</th>
              <th scope="col">Gebucht von</th>
            </tr>
          </thead>
          <tbody>
            {bookings.data.data.map((booking) => {
              const name = [booking.pupil.firstname, booking.pupil.lastname].filter(Boolean).join(' ')
              return (
                <tr key={booking.slot_id}>
                  <td>
                    {formatDateTime(booking.starts_at)} Uhr · {booking.duration_minutes} Min.
                    {booking.place ? ` · ${booking.place}` : ''}
                  </td>
                  <td>{booking.business.name}</td>
                  <td>
                    {name ? `${name}, ` : ''}
                    <a href={`mailto:${booking.pupil.email}`}>{booking.pupil.email}</a>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </>
  )
}

/**
 * SPEC §2 /region/{slug}/anmeldung_creator for the region's own account: builds the sign-up of the
 * region's slot form — series of time slots with a member company — and lists the upcoming slots
 * (free ones can be deleted after confirming). docs/speeddating.md.
 */
export function SlotCreator({ region }: { region: Region }) {
  const slots = useApi('signupSlots', { params: { regionSlug: region.slug } })
  const [created, setCreated] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<SignupSlot | null>(null)
  const removal = useFormAction([])

  const confirmDelete = async () => {
    if (!deleting) return
    const answer = await removal.run(() => api('deleteSignupSlot', { params: { slotId: deleting.id } }))
    if (!answer) return
    setDeleting(null)
    await slots.mutate()
  }

  return (
    <section className="slot-creator" aria-labelledby="slot-creator-title">
      <h2 id="slot-creator-title">Anmeldung mit Terminen</h2>
      <p>
        Lege Termine mit den Betrieben Deiner Region an. Schülerinnen und Schüler buchen sie auf der Anmeldeseite der
        Region; jeder Termin lässt sich nur einmal buchen.
      </p>
      {created && <Notice tone="success">{created}</Notice>}
      <SeriesForm
        region={region}
        onCreated={(count) => {
          setCreated(count === 1 ? '1 Termin wurde angelegt.' : `${count} Termine wurden angelegt.`)
          void slots.mutate()
        }}
      />
      <h3>Kommende Termine</h3>
      {slots.error ? (
        <LoadError subject="Die Termine" plural error={slots.error} onRetry={() => slots.mutate()} />
      ) : !slots.data ? (
        <Skeleton lines={3} label="Termine werden geladen …" />
      ) : slots.data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Noch keine Termine.
        </p>
      ) : (
        <ul className="slot-form__slots">
          {slots.data.data.map((slot) => (
            <li key={slot.id} className="slot-form__slot">
              <span>
                {formatDateTime(slot.starts_at)} Uhr · {slot.business.name} · {slot.duration_minutes} Min.
                {slot.place ? ` · ${slot.place}` : ''}
              </span>
              {slot.booked ? (
                <span className="slot-form__taken">Gebucht</span>
              ) : (
                <Button
                  design="secondary-flat"
                  size="small"
                  aria-label={`Termin ${formatDateTime(slot.starts_at)} Uhr bei ${slot.business.name} löschen`}
                  onClick={() => setDeleting(slot)}
                >
                  Löschen
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <BookingList region={region} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Termin löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setDeleting(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={removal.pending} onClick={() => void confirmDelete()}>
              {removal.pending ? 'Wird gelöscht …' : 'Löschen'}
            </Button>
          </>
        }
      >
        <p>
          Der Termin {deleting ? `${formatDateTime(deleting.starts_at)} Uhr bei ${deleting.business.name}` : ''} wird
          gelöscht und kann nicht mehr gebucht werden.
        </p>
        {removal.formError && <Notice tone="error">{removal.formError}</Notice>}
      </Dialog>
    </section>
  )
}
