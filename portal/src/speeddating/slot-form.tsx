import { ApiRequestError, openAuthDialog, type Region } from '@oabat/core'
import type { SignupSlot } from '@oabat/core/contract'
import { Button, Dialog, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import './speeddating.css'

/** The slots grouped by company, in the order of their first slot. */
function byCompany(slots: SignupSlot[]): Array<{ business: SignupSlot['business']; slots: SignupSlot[] }> {
  const groups = new Map<number, { business: SignupSlot['business']; slots: SignupSlot[] }>()
  for (const slot of slots) {
    const group = groups.get(slot.business.id) ?? { business: slot.business, slots: [] }
    group.slots.push(slot)
    groups.set(slot.business.id, group)
  }
  return [...groups.values()]
}

/**
 * The slot form of a fixed region's sign-up (SPEC §2 /passau/anmeldung, /inn-salzach/anmeldung, the
 * speeddating region; content block „slot form“): the region's upcoming slots per company; a pupil
 * books a free one with one click. Taken slots say so; a slot taken a moment ago answers 409 and the
 * list reloads. Guests are asked to log in; other accounts are told only pupils book. docs/speeddating.md.
 */
export function SlotForm({
  region,
  title = 'Termin buchen',
}: {
  region: Pick<Region, 'slug' | 'name'>
  /** The heading; the content page block (docs/content-pages.md) may choose its own. */
  title?: string
}) {
  const { user } = useAuth()
  const slots = useApi('signupSlots', { params: { regionSlug: region.slug } })
  const [pending, setPending] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [booked, setBooked] = useState<SignupSlot | null>(null)
  const [cancelling, setCancelling] = useState<SignupSlot | null>(null)
  const [cancelled, setCancelled] = useState<string | null>(null)
  const cancellation = useFormAction([])

  const confirmCancel = async () => {
    if (!cancelling) return
    const answer = await cancellation.run(() => api('cancelSignupBooking', { params: { slotId: cancelling.id } }))
    if (!answer) return
    setCancelling(null)
    setBooked(null)
    setCancelled(answer.value.message)
    await slots.mutate()
  }

  const book = async (slot: SignupSlot) => {
    if (!user) {
      openAuthDialog({ redirect: false })
      return
    }
    setPending(slot.id)
    setProblem(null)
    setBooked(null)
    setCancelled(null)
    try {
      const answer = await api('bookSignupSlot', { params: { slotId: slot.id } })
      setBooked(answer.data)
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError ? error.message : 'Die Buchung hat nicht geklappt. Versuche es noch einmal.',
      )
    } finally {
      setPending(null)
      await slots.mutate()
    }
  }

  const canBook = !user || Boolean(user.trainee)
  return (
    <section className="slot-form" aria-labelledby="slot-form-title">
      <h2 id="slot-form-title">{title}</h2>
      <p>
        Wähle einen freien Termin bei einem Betrieb der Region {region.name}. Der Betrieb bekommt Deine Anmeldung per
        E-Mail und im Chat, Du eine Bestätigung.
      </p>
      {!canBook && (
        <Notice tone="info">
          Termine buchen Schülerinnen und Schüler mit ihrem Konto. Du bist mit einem anderen Konto angemeldet.
        </Notice>
      )}
      {booked && (
        <Notice tone="success" title="Dein Termin ist gebucht.">
          <p>
            {booked.business.name}, {formatDateTime(booked.starts_at)} Uhr. Die Bestätigung kommt per E-Mail;{' '}
            <Link href="/chat">im Chat</Link> erreichst Du den Betrieb.
          </p>
        </Notice>
      )}
      {cancelled && <Notice tone="success">{cancelled}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {slots.error ? (
        <LoadError subject="Die Termine" plural error={slots.error} onRetry={() => slots.mutate()} />
      ) : !slots.data ? (
        <Skeleton lines={3} label="Termine werden geladen …" />
      ) : slots.data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Gerade gibt es keine freien Termine in der Region {region.name}. Schau bald wieder vorbei!
        </p>
      ) : (
        <ul className="slot-form__companies">
          {byCompany(slots.data.data).map(({ business, slots: own }) => (
            <li key={business.id} className="slot-form__company">
              <h3>
                <Link href={`/betriebe/${encodeURIComponent(business.slug)}`}>{business.name}</Link>
              </h3>
              <ul className="slot-form__slots">
                {own.map((slot) => {
                  const when = formatDateTime(slot.starts_at)
                  return (
                    <li key={slot.id} className="slot-form__slot">
                      <span>
                        {when} Uhr · {slot.duration_minutes} Min.{slot.place ? ` · ${slot.place}` : ''}
                      </span>
                      {slot.mine ? (
                        <span className="slot-form__own">
                          <strong className="slot-form__mine">Dein Termin</strong>
                          <Button
                            design="secondary-flat"
                            size="small"
                            aria-label={`Deinen Termin ${when} Uhr bei ${business.name} absagen`}
                            onClick={() => setCancelling(slot)}
                          >
                            Absagen
                          </Button>
                        </span>
                      ) : slot.booked ? (
                        <span className="slot-form__taken">Vergeben</span>
                      ) : (
                        <Button
                          design="primary-flat"
                          size="small"
                          disabled={!canBook || pending !== null}
                          aria-label={`${when} Uhr bei ${business.name} buchen`}
                          onClick={() => void book(slot)}
                        >
                          {pending === slot.id ? 'Wird gebucht …' : 'Buchen'}
                        </Button>
                      )}
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Termin absagen?"
        actions={
          <>
            <Button design="flat" onClick={() => setCancelling(null)}>
              Termin behalten
            </Button>
            <Button design="primary" disabled={cancellation.pending} onClick={() => void confirmCancel()}>
              {cancellation.pending ? 'Wird abgesagt …' : 'Absagen'}
            </Button>
          </>
        }
      >
        <p>
          Dein Termin {cancelling ? `${formatDateTime(cancelling.starts_at)} Uhr bei ${cancelling.business.name}` : ''}{' '}
          wird abgesagt. Der Betrieb bekommt eine E-Mail, und der Termin ist wieder frei – vielleicht für jemand
          anderen.
        </p>
        {cancellation.formError && <Notice tone="error">{cancellation.formError}</Notice>}
      </Dialog>
    </section>
  )
}
