import type { AdminSchoolRow, Region } from '@oabat/core'
import { Button, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { MembershipPicker } from './membership-picker.tsx'

interface Props {
  school: AdminSchoolRow
  /** Every region (GET /api/regions), null while loading. */
  regions: Region[] | null
  onChanged: (message: string) => Promise<unknown>
}

/**
 * The regions of one school in /admin/schulen (Schulverwaltung): each with „Entfernen“ (after a
 * confirmation), and a picker with „Zuordnen“ (POST/DELETE /api/v2/school/{id}/region/{region}).
 */
export function SchoolRegionsCell({ school, regions, onChanged }: Props) {
  const [picked, setPicked] = useState('')
  const [removing, setRemoving] = useState<AdminSchoolRow['regions'][number] | null>(null)
  const action = useFormAction([])
  const assigned = new Set(school.regions.map((region) => region.id))
  const free = (regions ?? []).filter((region) => !assigned.has(region.id))

  const assign = async () => {
    const region = free.find((r) => String(r.id) === picked)
    if (!region) return
    const answer = await action.run(() =>
      api('addSchoolToRegion', { params: { id: school.id, region: String(region.id) } }),
    )
    if (!answer) return
    setPicked('')
    await onChanged(`„${school.name}“ gehört jetzt zur Region ${region.name}.`)
  }

  return (
    <div className="admin-memberships">
      {school.regions.length === 0 ? (
        <p className="admin-muted">keiner Region zugeordnet</p>
      ) : (
        <ul className="admin-memberships__list" aria-label={`Regionen von ${school.name}`}>
          {school.regions.map((region) => (
            <li key={region.id}>
              {region.name}
              <Button
                design="flat"
                size="small"
                disabled={action.pending}
                aria-label={`${school.name} aus der Region ${region.name} entfernen`}
                onClick={() => setRemoving(region)}
              >
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      )}
      <MembershipPicker
        label={`Region für ${school.name}`}
        prompt="Region wählen"
        options={regions ? free.map((region) => ({ value: String(region.id), label: region.name })) : null}
        value={picked}
        onChange={setPicked}
        busy={action.pending}
        submitLabel="Zuordnen"
        onSubmit={() => void assign()}
      />
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Schule aus der Region entfernen?"
        confirmLabel="Entfernen"
        pendingLabel="Wird entfernt …"
        onClose={() => setRemoving(null)}
        remove={() => api('removeSchoolFromRegion', { params: { id: school.id, region: String(removing?.id ?? '') } })}
        onDeleted={() => {
          const name = removing?.name ?? ''
          setRemoving(null)
          void onChanged(`„${school.name}“ gehört nicht mehr zur Region ${name}.`)
        }}
      >
        <p>
          „{school.name}“ bekommt dann keine Nachrichten mehr zu den Events der Region {removing?.name}. Du kannst sie
          später wieder zuordnen.
        </p>
      </ConfirmDeleteDialog>
    </div>
  )
}
