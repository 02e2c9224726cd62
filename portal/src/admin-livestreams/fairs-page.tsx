import type { AdminJobFair } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatMoment } from './date-input.ts'
import { FairForm } from './fair-form.tsx'
import './admin-livestreams.css'

type Editing = { kind: 'new' } | { kind: 'edit'; fair: AdminJobFair } | null

/** SPEC §2 /admin/messen: the fairs; create and edit one with its companies (published and unpublished). */
export function AdminFairsPage() {
  const list = useApi('jobFairs', { query: {} })
  const [editing, setEditing] = useState<Editing>(null)
  const [flash, setFlash] = useState<string | null>(null)
  const opening = useFormAction([])

  const edit = async (id: number) => {
    setFlash(null)
    const answer = await opening.run(() => api('adminJobFair', { params: { id } }))
    if (answer) setEditing({ kind: 'edit', fair: answer.value.data })
  }

  const saved = async (fair: AdminJobFair) => {
    setEditing(null)
    await list.mutate()
    setFlash(`„${fair.name}“ ist gespeichert.`)
  }

  const fairs = list.data?.data ?? []
  return (
    <AreaPage eyebrow="Administration" title="Messen" intro="Ausbildungsmessen mit ihren Unternehmen und Livestreams.">
      {flash && <Notice tone="success">{flash}</Notice>}
      {opening.formError && <Notice tone="error">{opening.formError}</Notice>}
      {editing ? (
        <FairForm
          key={editing.kind === 'edit' ? editing.fair.id : 'new'}
          fair={editing.kind === 'edit' ? editing.fair : null}
          onSaved={(fair) => void saved(fair)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="admin-actions">
          <Button design="primary" onClick={() => setEditing({ kind: 'new' })}>
            Neue Messe
          </Button>
        </div>
      )}
      <Card as="section" className="area-card" aria-labelledby="fairs-title">
        <h2 id="fairs-title">Alle Messen</h2>
        {list.error && <LoadError subject="Die Messen" plural error={list.error} onRetry={() => list.mutate()} />}
        {!list.error && !list.data && <Skeleton lines={4} label="Messen werden geladen …" />}
        {list.data && fairs.length === 0 && <p className="admin-muted">Noch keine Messen. Leg die erste an.</p>}
        {fairs.length > 0 && (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Messe</th>
                <th scope="col">Ort</th>
                <th scope="col">Beginn</th>
                <th scope="col">Unternehmen</th>
                <th scope="col">Livestreams</th>
                <th scope="col">
                  <span className="visually-hidden">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fairs.map((fair) => (
                <tr key={fair.id}>
                  <th scope="row">{fair.title}</th>
                  <td>{fair.city}</td>
                  <td>{formatMoment(fair.start_at)}</td>
                  <td>
                    {fair.businesses.length} veröffentlicht, {fair.businesses_unpublished} unveröffentlicht
                  </td>
                  <td>{fair.livestreams.length}</td>
                  <td className="admin-table__actions">
                    <Button
                      design="flat"
                      size="small"
                      disabled={opening.pending}
                      onClick={() => void edit(fair.id)}
                      aria-label={`${fair.title} bearbeiten`}
                    >
                      Bearbeiten
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </AreaPage>
  )
}
