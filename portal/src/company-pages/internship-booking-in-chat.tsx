import type { ChatMessage } from '@oabat/core'
import { INTERNSHIP_BOOKING_LABELS, internshipWeekRange } from '@oabat/core'
import { Button, Notice } from '@oabat/ui'
import { useEffect, useRef, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import './company-pages.css'

/**
 * Below a „… eingetragen“ message (internshipWeekCreated) in the chat: where the booking stands and,
 * for the company while it is open, „Bestätigen“ and „Absagen“ (absagen asks once more). Asked again
 * whenever a newer message arrives (the company's answer is one), so the pupil sees the new state.
 */
export function InternshipBookingInChat({
  message,
  newestMessageId,
  company,
}: {
  message: ChatMessage
  newestMessageId: number | undefined
  /** The reader is the company (may answer) rather than the pupil. */
  company: boolean
}) {
  const bookingId = message.action?.internship_booking_id
  const booking = useApi('internshipBooking', bookingId ? { params: { bookingId } } : null)
  const { mutate } = booking
  const answer = useFormAction([])
  const [confirmDecline, setConfirmDecline] = useState(false)
  const seenNewest = useRef(newestMessageId)
  useEffect(() => {
    if (newestMessageId === seenNewest.current) return
    seenNewest.current = newestMessageId
    void mutate()
  }, [newestMessageId, mutate])
  if (!bookingId || message.is_deleted) return null
  if (booking.error)
    return (
      <p className="chat__error" role="alert">
        Der Stand der Buchung konnte nicht geladen werden. {booking.error.message}
      </p>
    )
  if (!booking.data) return <p className="internship-in-chat">Stand der Buchung wird geladen …</p>
  const current = booking.data.data
  const week = internshipWeekRange(current.week_start)

  const send = async (accepted: boolean) => {
    const done = await answer.run(() => api('answerInternshipBooking', { params: { bookingId }, body: { accepted } }))
    setConfirmDecline(false)
    if (done) void mutate({ data: done.value.data }, { revalidate: false })
  }

  return (
    <div className="internship-in-chat">
      <p>
        <span className={`internship-weeks__state internship-weeks__state--${current.status}`}>
          {INTERNSHIP_BOOKING_LABELS[current.status]}
        </span>{' '}
        · {current.job.name}, Woche vom {week}
      </p>
      {answer.formError && <Notice tone="error">{answer.formError}</Notice>}
      {company && current.status === 'open' && (
        <div className="internship-in-chat__buttons">
          {confirmDecline ? (
            <>
              <span>
                Woche vom {week} für {current.pupil_name} wirklich absagen?
              </span>
              <Button design="primary" size="small" disabled={answer.pending} onClick={() => void send(false)}>
                {answer.pending ? 'Wird abgesagt …' : 'Ja, absagen'}
              </Button>
              <Button design="flat" size="small" onClick={() => setConfirmDecline(false)}>
                Abbrechen
              </Button>
            </>
          ) : (
            <>
              <Button
                design="primary"
                size="small"
                disabled={answer.pending}
                aria-label={`Praktikumswoche von ${current.pupil_name} bestätigen`}
                onClick={() => void send(true)}
              >
                {answer.pending ? 'Wird bestätigt …' : 'Bestätigen'}
              </Button>
              <Button
                design="secondary-flat"
                size="small"
                disabled={answer.pending}
                aria-label={`Praktikumswoche von ${current.pupil_name} absagen`}
                onClick={() => setConfirmDecline(true)}
              >
                Absagen
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  )
}
