import type { ChannelRequest } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * „Beitrittsanfragen“ (issue #15 item 4, docs/regions.md): companies asking that one of their sites
 * joins the region's channel; „Annehmen“ puts the site into the channel, visible at once. The admin
 * sees and answers those of every channel on /admin/uebersicht.
 */
export function MemberRequests({ viewer, onAccepted }: { viewer: 'region' | 'admin'; onAccepted?: () => void }) {
  const requests = useApi('regionMemberRequests', {}, { revalidateOnMount: true })
  const action = useFormAction([])
  const [notice, setNotice] = useState<string | null>(null)
  const label = (request: ChannelRequest) =>
    request.site.name === request.business.name ? request.site.city : `${request.site.name}, ${request.site.city}`

  const answer = async (request: ChannelRequest, accept: boolean) => {
    setNotice(null)
    const params = { params: { id: request.id } }
    const done = await action.run(() =>
      accept ? api('acceptMemberRequest', params) : api('declineMemberRequest', params),
    )
    // Answered meanwhile (409) or gone: the list shows how it stands now.
    await requests.mutate()
    if (!done) return
    setNotice(
      accept
        ? `${request.business.name} (${label(request)}) ist jetzt Mitglied ${viewer === 'admin' ? `des Channels „${request.channel.name}“` : 'Eurer Region'}.`
        : `Die Anfrage von ${request.business.name} (${label(request)}) wurde abgelehnt.`,
    )
    if (accept) onAccepted?.()
  }

  const list = requests.data?.data ?? []
  return (
    <Card as="section" className="area-card" aria-labelledby="region-requests-title">
      <h2 id="region-requests-title">Beitrittsanfragen</h2>
      {notice && <Notice tone="success">{notice}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {requests.error ? (
        <LoadError
          subject="Die Beitrittsanfragen"
          plural
          error={requests.error}
          onRetry={() => void requests.mutate()}
        />
      ) : !requests.data ? (
        <Skeleton lines={2} label="Beitrittsanfragen werden geladen …" />
      ) : list.length === 0 ? (
        <p className="area-card__muted">Keine offenen Anfragen. Betriebe können unter „Channels“ beitreten wollen.</p>
      ) : (
        <ul className="area-people" aria-label="Beitrittsanfragen">
          {list.map((request) => (
            <li key={request.id} className="area-people__item">
              <div>
                <p className="area-people__name">
                  <Link href={`/betriebe/${encodeURIComponent(request.business.slug)}`}>{request.business.name}</Link>
                </p>
                <p className="area-card__muted">
                  {label(request)} möchte{' '}
                  {viewer === 'admin' ? `dem Channel „${request.channel.name}“` : 'Eurem Channel'} beitreten.
                </p>
              </div>
              <div className="area-people__actions">
                <Button
                  design="primary"
                  size="small"
                  disabled={action.pending}
                  aria-label={`Anfrage von ${request.business.name} (${label(request)}) annehmen`}
                  onClick={() => void answer(request, true)}
                >
                  Annehmen
                </Button>
                <Button
                  design="secondary-flat"
                  size="small"
                  disabled={action.pending}
                  aria-label={`Anfrage von ${request.business.name} (${label(request)}) ablehnen`}
                  onClick={() => void answer(request, false)}
                >
                  Ablehnen
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
