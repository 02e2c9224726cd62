import type { NetworkRequest, NetworkSender } from '@oabat/core'
import { Card } from '@oabat/ui'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { sitePagePath } from '../business-sites/site-text.ts'
import { NetworkAnswerButtons, NetworkStateBadge, networkPartnerName } from './network-answer.tsx'

const DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' })

function partnerLink(request: NetworkRequest, side: NetworkSender): ReactNode {
  const name = networkPartnerName(request, side)
  const href =
    side === 'school'
      ? sitePagePath(request.business_site.business_slug, request.business_site.slug)
      : `/schule/${encodeURIComponent(request.school.slug)}`
  return <Link href={href}>{name}</Link>
}

function RequestItem({
  request,
  side,
  onAnswered,
}: {
  request: NetworkRequest
  side: NetworkSender
  onAnswered: (answered: NetworkRequest) => void
}) {
  const incoming = request.sent_by_type !== side
  const siteNote = side === 'business' ? ` · Standort ${request.business_site.name}` : ''
  return (
    <li className="network-list__item" data-testid="network-request">
      <p className="network-list__name">
        {partnerLink(request, side)} <NetworkStateBadge request={request} />
      </p>
      <p className="area-card__muted">
        {incoming ? 'Anfrage an Euch' : 'Eure Anfrage'} vom {DATE.format(new Date(request.created_at))}
        {siteNote}
      </p>
      {request.message && <p className="network-list__note">„{request.message}“</p>}
      <NetworkAnswerButtons request={request} partner={networkPartnerName(request, side)} onAnswered={onAnswered} />
    </li>
  )
}

function RequestCard({
  title,
  empty,
  requests,
  side,
  onAnswered,
}: {
  title: string
  empty: string
  requests: NetworkRequest[]
  side: NetworkSender
  onAnswered: (answered: NetworkRequest) => void
}) {
  const id = `network-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <Card as="section" className="area-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {requests.length === 0 ? (
        <p className="area-card__muted">{empty}</p>
      ) : (
        <ul className="network-list">
          {requests.map((request) => (
            <RequestItem
              key={`${request.school.id}-${request.business_site.id}`}
              request={request}
              side={side}
              onAnswered={onAnswered}
            />
          ))}
        </ul>
      )}
    </Card>
  )
}

/**
 * The three lists of a network page: open requests to answer, the partners in the network, and the
 * organisation's own requests (open or declined). Answering moves a request from one list to the next.
 */
export function NetworkLists({
  requests,
  side,
  onAnswered,
}: {
  requests: NetworkRequest[]
  side: NetworkSender
  onAnswered: (answered: NetworkRequest) => void
}) {
  const partner = side === 'school' ? 'Betriebe' : 'Schulen'
  return (
    <>
      <RequestCard
        title="Offene Anfragen an Euch"
        empty="Gerade wartet keine Anfrage auf Eure Antwort."
        requests={requests.filter((r) => r.accepted === null && r.sent_by_type !== side)}
        side={side}
        onAnswered={onAnswered}
      />
      <RequestCard
        title="Im Netzwerk"
        empty={`Noch keine ${partner} in Eurem Netzwerk.`}
        requests={requests.filter((r) => r.accepted === true)}
        side={side}
        onAnswered={onAnswered}
      />
      <RequestCard
        title="Gestellte und abgelehnte Anfragen"
        empty="Keine offenen oder abgelehnten Anfragen."
        requests={requests.filter((r) => r.accepted === false || (r.accepted === null && r.sent_by_type === side))}
        side={side}
        onAnswered={onAnswered}
      />
    </>
  )
}
