import { type ChatMessage, networkPagePath } from '@oabat/core'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { NetworkAnswerButtons, NetworkStateBadge, networkPartnerName } from './network-answer.tsx'

/**
 * Below a „Netzwerk Anfrage“ in the chat: where the request stands and, for the receiving side while
 * it is open, „Annehmen“ and „Ablehnen“. Asked again whenever a newer message arrives (the other
 * side's answer is one), so the asker sees the new state without a reload.
 */
export function NetworkRequestInChat({
  message,
  newestMessageId,
  side,
}: {
  message: ChatMessage
  newestMessageId: number | undefined
  side: 'school' | 'business'
}) {
  const pair = message.action?.network_request
  const request = useApi(
    'networkRequest',
    pair ? { params: { schoolId: pair.school_id, site: String(pair.business_site_id) } } : null,
  )
  const { mutate } = request
  const seenNewest = useRef(newestMessageId)
  useEffect(() => {
    if (newestMessageId === seenNewest.current) return
    seenNewest.current = newestMessageId
    void mutate()
  }, [newestMessageId, mutate])
  if (!pair || message.is_deleted) return null
  if (request.error)
    return (
      <p className="chat__error" role="alert">
        Der Stand der Anfrage konnte nicht geladen werden. {request.error.message}
      </p>
    )
  if (!request.data) return <p className="network-in-chat">Stand der Anfrage wird geladen …</p>
  const current = request.data.data
  return (
    <div className="network-in-chat">
      <p>
        <NetworkStateBadge request={current} />{' '}
        <Link href={networkPagePath(side)}>Zum {side === 'school' ? 'Firmennetzwerk' : 'Schulnetzwerk'}</Link>
      </p>
      <NetworkAnswerButtons
        request={current}
        partner={networkPartnerName(current, side)}
        onAnswered={(answered) => void mutate({ data: answered }, { revalidate: false })}
      />
    </div>
  )
}
