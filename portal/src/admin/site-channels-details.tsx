import type { AdminBusinessRow, Channel } from '@oabat/core'
import { Button, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { MembershipPicker } from './membership-picker.tsx'

type Site = AdminBusinessRow['sites'][number]

interface Props {
  business: AdminBusinessRow
  /** Every channel (GET /api/channels), null while loading. */
  channels: Channel[] | null
  onChanged: (message: string) => Promise<unknown>
}

/**
 * The channel membership of a company's sites in /admin/betriebe, folded into „Channels“: per site its
 * channels with „Entfernen“ (after a confirmation) and a picker with „Aufnehmen“
 * (POST/DELETE /api/business_site/{id}/channel/{channel}).
 */
export function SiteChannelsDetails({ business, channels, onChanged }: Props) {
  const [picked, setPicked] = useState<Record<number, string>>({})
  const [removing, setRemoving] = useState<{ site: Site; slug: string; name: string } | null>(null)
  const action = useFormAction([])
  const memberships = business.sites.reduce((n, site) => n + site.channels.length, 0)

  const add = async (site: Site) => {
    const channel = channels?.find((c) => c.slug === picked[site.id])
    if (!channel) return
    const answer = await action.run(() =>
      api('setBusinessSiteChannel', {
        params: { id: site.id, channel: channel.slug },
        body: { is_active: true },
      }),
    )
    if (!answer) return
    setPicked((current) => ({ ...current, [site.id]: '' }))
    await onChanged(`Der Standort „${site.name}“ ist jetzt im Channel ${channel.name}.`)
  }

  return (
    <details className="admin-memberships">
      <summary>Channels ({memberships})</summary>
      {business.sites.length === 0 && <p className="admin-muted">Dieses Unternehmen hat keinen Standort.</p>}
      {business.sites.map((site) => {
        const free = (channels ?? []).filter((c) => !site.channels.some((member) => member.slug === c.slug))
        const label = `${site.name} (${site.city})`
        return (
          <section key={site.id} className="admin-memberships__site" aria-label={`Standort ${label}`}>
            <p className="admin-memberships__site-name">
              {label}
              {site.is_main && <span className="admin-muted"> · Hauptstandort</span>}
            </p>
            {site.channels.length === 0 ? (
              <p className="admin-muted">in keinem Channel</p>
            ) : (
              <ul className="admin-memberships__list" aria-label={`Channels von ${label}`}>
                {site.channels.map((channel) => (
                  <li key={channel.slug}>
                    {channel.name}
                    {!channel.is_active && <span className="admin-muted"> (inaktiv)</span>}
                    <Button
                      design="flat"
                      size="small"
                      disabled={action.pending}
                      aria-label={`${label} aus dem Channel ${channel.name} entfernen`}
                      onClick={() => setRemoving({ site, slug: channel.slug, name: channel.name })}
                    >
                      Entfernen
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <MembershipPicker
              label={`Channel für ${label}`}
              prompt="Channel wählen"
              options={channels ? free.map((c) => ({ value: c.slug, label: c.name })) : null}
              value={picked[site.id] ?? ''}
              onChange={(value) => setPicked((current) => ({ ...current, [site.id]: value }))}
              busy={action.pending}
              submitLabel="Aufnehmen"
              onSubmit={() => void add(site)}
            />
          </section>
        )
      })}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Standort aus dem Channel entfernen?"
        confirmLabel="Entfernen"
        pendingLabel="Wird entfernt …"
        onClose={() => setRemoving(null)}
        remove={() =>
          api('removeBusinessSiteChannel', { params: { id: removing?.site.id ?? 0, channel: removing?.slug ?? '' } })
        }
        onDeleted={() => {
          const gone = removing
          setRemoving(null)
          if (gone) void onChanged(`Der Standort „${gone.site.name}“ ist nicht mehr im Channel ${gone.name}.`)
        }}
      >
        <p>
          „{removing?.site.name}“ von {business.name} erscheint dann nicht mehr im Channel {removing?.name}. Du kannst
          den Standort später wieder aufnehmen.
        </p>
      </ConfirmDeleteDialog>
    </details>
  )
}
