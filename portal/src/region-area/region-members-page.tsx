import type { RegionMember } from '@oabat/core'
import { Button, buttonClassName, Card, Dialog, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { MemberRequests } from './member-requests.tsx'
import { useOwnRegion } from './use-own-region.ts'

function siteLabel(member: RegionMember): string {
  return member.site_name === member.business.name ? member.city : `${member.site_name}, ${member.city}`
}

/** SPEC §2 /region/betriebe (Mitgliederverwaltung): the companies (sites) in the region's channel. */
export function RegionMembersPage() {
  const region = useOwnRegion()
  // Fresh on every visit: /region/hinzufuegen adds members behind this list's back.
  const members = useApi('regionMembers', region ? {} : null, { revalidateOnMount: true })
  const [removing, setRemoving] = useState<RegionMember | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const action = useFormAction([])
  if (!region) return null
  const channel = region.channel.slug

  const setActive = async (member: RegionMember, isActive: boolean) => {
    setNotice(null)
    const answer = await action.run(() =>
      api('setBusinessSiteChannel', {
        params: { id: member.business_site_id, channel },
        body: { is_active: isActive },
      }),
    )
    if (!answer) return
    setNotice(
      isActive
        ? `${member.business.name} (${siteLabel(member)}) ist jetzt in Eurem Channel sichtbar.`
        : `${member.business.name} (${siteLabel(member)}) ist in Eurem Channel nicht mehr sichtbar.`,
    )
    await members.mutate()
  }

  const confirmRemoval = async () => {
    if (!removing) return
    const answer = await action.run(() =>
      api('removeBusinessSiteChannel', { params: { id: removing.business_site_id, channel } }),
    )
    if (!answer) return
    setNotice(`${removing.business.name} (${siteLabel(removing)}) gehört nicht mehr zu Eurer Region.`)
    setRemoving(null)
    await members.mutate()
  }

  return (
    <AreaPage
      eyebrow={region.name}
      title="Mitgliederverwaltung"
      intro="Die Betriebe Eurer Region. Aktive Standorte erscheinen mit ihren Stellen auf Eurer Regionsseite und in Eurem Channel."
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="region-members-title">
          <h2 id="region-members-title">Mitgliedsbetriebe</h2>
          <p>
            <Link href="/region/hinzufuegen" className={buttonClassName({ design: 'primary' })}>
              Betrieb hinzufügen
            </Link>
          </p>
          {notice && <Notice tone="success">{notice}</Notice>}
          {action.formError && !removing && <Notice tone="error">{action.formError}</Notice>}
          {members.error ? (
            <LoadError
              subject="Die Mitgliedsbetriebe"
              plural
              error={members.error}
              onRetry={() => void members.mutate()}
            />
          ) : !members.data ? (
            <Skeleton lines={3} label="Mitgliedsbetriebe werden geladen …" />
          ) : members.data.data.length === 0 ? (
            <p className="area-card__muted">Noch gehört kein Betrieb zu Eurer Region. Füge den ersten hinzu.</p>
          ) : (
            <ul className="area-people" aria-label="Mitgliedsbetriebe">
              {members.data.data.map((member) => (
                <li key={member.business_site_id} className="area-people__item">
                  <div>
                    <p className="area-people__name">
                      <Link href={`/betriebe/${encodeURIComponent(member.business.slug)}`}>{member.business.name}</Link>
                    </p>
                    <p className="area-card__muted">
                      {siteLabel(member)} · {member.is_active ? 'im Channel sichtbar' : 'nicht sichtbar'}
                    </p>
                  </div>
                  <div className="area-people__actions">
                    <Button
                      design="primary-flat"
                      size="small"
                      disabled={action.pending}
                      aria-label={`${member.business.name} (${siteLabel(member)}) ${member.is_active ? 'deaktivieren' : 'aktivieren'}`}
                      onClick={() => void setActive(member, !member.is_active)}
                    >
                      {member.is_active ? 'Deaktivieren' : 'Aktivieren'}
                    </Button>
                    <Button
                      design="secondary-flat"
                      size="small"
                      aria-label={`${member.business.name} (${siteLabel(member)}) entfernen`}
                      onClick={() => {
                        setNotice(null)
                        setRemoving(member)
                      }}
                    >
                      Entfernen
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <MemberRequests viewer="region" onAccepted={() => void members.mutate()} />
      </div>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Betrieb entfernen?"
        actions={
          <>
            <Button design="flat" onClick={() => setRemoving(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void confirmRemoval()}>
              {action.pending ? 'Wird entfernt …' : 'Entfernen'}
            </Button>
          </>
        }
      >
        <p>
          {removing?.business.name} ({removing && siteLabel(removing)}) erscheint dann nicht mehr auf Eurer Regionsseite
          und bekommt keine Nachrichten zu neuen Events mehr. Ihr könnt den Betrieb später wieder hinzufügen.
        </p>
        {action.formError && <Notice tone="error">{action.formError}</Notice>}
      </Dialog>
    </AreaPage>
  )
}
