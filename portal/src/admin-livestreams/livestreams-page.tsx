import type { Livestream } from '@oabat/core'
import { Button, buttonClassName, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatMoment } from './date-input.ts'
import { LivestreamForm } from './livestream-form.tsx'
import { consolePath } from './paths.ts'
import './admin-livestreams.css'

const EMPTY = {}

type Editing = { kind: 'new' } | { kind: 'edit'; stream: Livestream } | null

/** SPEC §2 /admin/livestreams: every livestream with its fair and planned start; create and edit. */
export function AdminLivestreamsPage() {
  const list = useApi('livestreams', EMPTY)
  const [editing, setEditing] = useState<Editing>(null)
  const [flash, setFlash] = useState<string | null>(null)
  const opening = useFormAction([])

  const edit = async (id: number) => {
    setFlash(null)
    const answer = await opening.run(() => api('livestream', { params: { id } }))
    if (answer) setEditing({ kind: 'edit', stream: answer.value.data })
  }

  const saved = async (stream: Livestream) => {
    setEditing(null)
    await list.mutate()
    setFlash(`„${stream.title}“ ist gespeichert.`)
  }

  const streams = list.data?.data ?? []
  return (
    <AreaPage
      eyebrow="Administration"
      title="Livestreams"
      intro="Die Livestreams der Messen: planen, Auftritte festlegen und live moderieren."
    >
      {flash && <Notice tone="success">{flash}</Notice>}
      {opening.formError && <Notice tone="error">{opening.formError}</Notice>}
      {editing ? (
        <LivestreamForm
          key={editing.kind === 'edit' ? editing.stream.id : 'new'}
          stream={editing.kind === 'edit' ? editing.stream : null}
          onSaved={(stream) => void saved(stream)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="admin-actions">
          <Button design="primary" onClick={() => setEditing({ kind: 'new' })}>
            Neuer Livestream
          </Button>
        </div>
      )}
      <Card as="section" className="area-card" aria-labelledby="livestreams-title">
        <h2 id="livestreams-title">Alle Livestreams</h2>
        {list.error && <LoadError subject="Die Livestreams" plural error={list.error} onRetry={() => list.mutate()} />}
        {!list.error && !list.data && <Skeleton lines={4} label="Livestreams werden geladen …" />}
        {list.data && streams.length === 0 && <p className="admin-muted">Noch keine Livestreams. Leg den ersten an.</p>}
        {streams.length > 0 && (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Titel</th>
                <th scope="col">Messe</th>
                <th scope="col">Geplanter Beginn</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {streams.map((stream) => (
                <tr key={stream.id}>
                  <th scope="row">{stream.title}</th>
                  <td>{stream.job_fair?.name ?? '–'}</td>
                  <td>{formatMoment(stream.planned_start)}</td>
                  <td>
                    <span className={`admin-badge${stream.is_live ? ' admin-badge--live' : ''}`}>
                      {stream.is_live ? 'Live' : 'Nicht live'}
                    </span>
                    {stream.is_secure && <span className="admin-badge">Passwort</span>}
                  </td>
                  <td className="admin-table__actions">
                    <Button
                      design="flat"
                      size="small"
                      disabled={opening.pending}
                      onClick={() => void edit(stream.id)}
                      aria-label={`${stream.title} bearbeiten`}
                    >
                      Bearbeiten
                    </Button>
                    <Link
                      href={consolePath(stream.id, 'chat')}
                      className={buttonClassName({ design: 'flat', size: 'small' })}
                      aria-label={`${stream.title} moderieren`}
                    >
                      Moderieren
                    </Link>
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
