import { type NetworkRequest, networkRequestState } from '@oabat/core'
import { Button, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import './school-network.css'

const STATE_TEXT = { open: 'Offen', accepted: 'Im Netzwerk', declined: 'Abgelehnt' } as const

/** „Offen“, „Im Netzwerk“ or „Abgelehnt“ (SPEC §4 Network request: accepted true or false). */
export function NetworkStateBadge({ request }: { request: NetworkRequest }) {
  const state = networkRequestState(request.accepted)
  return <span className={`network-state network-state--${state}`}>{STATE_TEXT[state]}</span>
}

/** The other side of the request, seen from the reader's organisation. */
export function networkPartnerName(request: NetworkRequest, readerSide: 'school' | 'business'): string {
  if (readerSide === 'business') return request.school.name
  const site = request.business_site
  return site.name === site.business_name ? site.name : `${site.business_name} – ${site.name}`
}

/**
 * „Annehmen“ and „Ablehnen“ for the receiving side of an open request (PUT accepted once). Declining
 * asks once more, since only the side that declined can start the pair again.
 */
export function NetworkAnswerButtons({
  request,
  partner,
  onAnswered,
}: {
  request: NetworkRequest
  /** Named in the buttons' accessible names, so a list of requests stays clear to screen readers. */
  partner: string
  onAnswered: (answered: NetworkRequest) => void
}) {
  const answer = useFormAction([])
  const [confirmDecline, setConfirmDecline] = useState(false)
  if (!request.can_answer) return null

  const send = async (accepted: boolean) => {
    const done = await answer.run(() =>
      api('answerNetworkRequest', {
        params: { schoolId: request.school.id, site: String(request.business_site.id) },
        body: { accepted },
      }),
    )
    if (done) onAnswered(done.value.data)
  }

  return (
    <div className="network-answer">
      {answer.formError && <Notice tone="error">{answer.formError}</Notice>}
      {confirmDecline ? (
        <div className="network-answer__buttons">
          <span>Anfrage von {partner} wirklich ablehnen?</span>
          <Button design="primary" size="small" disabled={answer.pending} onClick={() => void send(false)}>
            {answer.pending ? 'Wird abgelehnt …' : 'Ja, ablehnen'}
          </Button>
          <Button design="flat" size="small" onClick={() => setConfirmDecline(false)}>
            Abbrechen
          </Button>
        </div>
      ) : (
        <div className="network-answer__buttons">
          <Button
            design="primary"
            size="small"
            disabled={answer.pending}
            aria-label={`Anfrage von ${partner} annehmen`}
            onClick={() => void send(true)}
          >
            {answer.pending ? 'Wird angenommen …' : 'Annehmen'}
          </Button>
          <Button
            design="secondary-flat"
            size="small"
            disabled={answer.pending}
            aria-label={`Anfrage von ${partner} ablehnen`}
            onClick={() => setConfirmDecline(true)}
          >
            Ablehnen
          </Button>
        </div>
      )}
    </div>
  )
}
