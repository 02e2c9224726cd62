import type { AdminSchoolRow } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useDebouncedValue } from '../components/use-debounced-value.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { Pager } from './pager.tsx'
import { SchoolRegionsCell } from './school-regions-cell.tsx'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

const ALL_REGIONS = {}

/**
 * SPEC §2 /admin/schulen: every school, searched and paged on the server (GET /api/v2/admin/schools);
 * the Schwarzes Brett unlocked or locked per school (PUT /api/v2/admin/schools/{id}/bulletin_board), and
 * the school's regions assigned or removed (SchoolRegionsCell).
 */
export function AdminSchoolsPage() {
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const [flash, setFlash] = useState<string | null>(null)
  const search = useDebouncedValue(text.trim(), 250)
  const action = useFormAction([])
  const { data, error, mutate } = useApi('adminSchools', { query: { ...(search ? { search } : {}), page } })
  const rows = data?.data ?? []
  const regions = useApi('regions', ALL_REGIONS)

  const toggleBoard = async (school: AdminSchoolRow) => {
    setFlash(null)
    const unlock = !school.is_minibat_unlocked
    const answer = await action.run(() =>
      api('setSchoolBulletinBoard', { params: { id: school.id }, body: { is_minibat_unlocked: unlock } }),
    )
    if (!answer) return
    await mutate()
    setFlash(
      unlock
        ? `Das Schwarze Brett von „${school.name}“ ist freigeschaltet.`
        : `Das Schwarze Brett von „${school.name}“ ist gesperrt.`,
    )
  }

  return (
    <AreaPage
      eyebrow="Administration"
      title="Schulen"
      intro="Finde eine Schule nach Name oder Ort, ordne sie Regionen zu und schalte ihr Schwarzes Brett frei."
    >
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {regions.error && (
        <LoadError subject="Die Regionen" plural error={regions.error} onRetry={() => void regions.mutate()} />
      )}
      <Card as="section" className="area-card" aria-labelledby="schools-title">
        <h2 id="schools-title">Alle Schulen</h2>
        <search className="admin-filters">
          <TextField
            label="Suche"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setPage(1)
            }}
            hint="Name, Ort oder Slug"
          />
        </search>
        <div aria-live="polite">
          {error && <LoadError subject="Die Schulen" plural error={error} onRetry={() => mutate()} />}
          {!error && !data && <Skeleton lines={6} label="Schulen werden geladen …" />}
          {data && <p className="admin-muted">{data.meta.total.toLocaleString('de-DE')} Schulen</p>}
          {data && rows.length === 0 && <p>Keine Schule passt zu Deiner Suche.</p>}
        </div>
        {rows.length > 0 && (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Schule</th>
                  <th scope="col">Kanal</th>
                  <th scope="col">Konten</th>
                  <th scope="col">Regionen</th>
                  <th scope="col">Schwarzes Brett</th>
                  <th scope="col">
                    <span className="visually-hidden">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((school) => (
                  <tr key={school.id}>
                    <th scope="row">
                      <Link href={`/schule/${encodeURIComponent(school.slug)}`}>{school.name}</Link>
                      <span className="admin-muted admin-table__sub">
                        {school.type} · {school.city}
                      </span>
                    </th>
                    <td>{school.channel?.name ?? '–'}</td>
                    <td>{school.users}</td>
                    <td>
                      <SchoolRegionsCell
                        school={school}
                        regions={regions.data?.data ?? null}
                        onChanged={async (message) => {
                          await mutate()
                          setFlash(message)
                        }}
                      />
                    </td>
                    <td>{school.is_minibat_unlocked ? 'freigeschaltet' : 'gesperrt'}</td>
                    <td className="admin-table__actions">
                      <Button
                        design="flat"
                        size="small"
                        disabled={action.pending}
                        onClick={() => void toggleBoard(school)}
                        aria-label={`${school.is_minibat_unlocked ? 'Sperren' : 'Freischalten'}: Schwarzes Brett von ${school.name}`}
                      >
                        {school.is_minibat_unlocked ? 'Sperren' : 'Freischalten'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pager page={data.meta.current_page} lastPage={data.meta.last_page} onPage={setPage} />}
      </Card>
    </AreaPage>
  )
}
