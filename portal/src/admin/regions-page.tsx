import type { Region } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

const ALL = {}

/**
 * SPEC §2 /admin/regionen: the regions with their channel and counts; the v2 flag (SPEC §2:
 * /region/v2/{slug} is used when the region has it) switched per region.
 */
export function AdminRegionsPage() {
  const { data, error, mutate } = useApi('regions', ALL)
  const [flash, setFlash] = useState<string | null>(null)
  const action = useFormAction([])
  const rows = data?.data ?? []

  const toggleV2 = async (region: Region) => {
    setFlash(null)
    const answer = await action.run(() =>
      api('setRegionV2', { params: { id: region.id }, body: { is_v2: !region.v2 } }),
    )
    if (!answer) return
    await mutate()
    setFlash(
      answer.value.data.v2
        ? `„${region.name}“ zeigt jetzt die neue Regionsseite (${answer.value.data.url}).`
        : `„${region.name}“ zeigt wieder die bisherige Regionsseite.`,
    )
  }

  return (
    <AreaPage
      eyebrow="Administration"
      title="Regionen"
      intro="Die Regionen mit ihrem Kanal. Schalte pro Region die neue Regionsseite (v2) ein."
    >
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <Card as="section" className="area-card" aria-labelledby="regions-title">
        <h2 id="regions-title">Alle Regionen</h2>
        {error && <LoadError subject="Die Regionen" plural error={error} onRetry={() => mutate()} />}
        {!error && !data && <Skeleton lines={4} label="Regionen werden geladen …" />}
        {data && rows.length === 0 && <p className="admin-muted">Noch keine Regionen.</p>}
        {rows.length > 0 && (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Region</th>
                  <th scope="col">Kanal</th>
                  <th scope="col">Unternehmen</th>
                  <th scope="col">Stellen</th>
                  <th scope="col">Seite</th>
                  <th scope="col">
                    <span className="visually-hidden">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((region) => (
                  <tr key={region.id}>
                    <th scope="row">
                      <Link href={region.url}>{region.name}</Link>
                    </th>
                    <td>
                      {region.channel.name} <span className="admin-muted">({region.channel.slug})</span>
                    </td>
                    <td>{region.businesses_count}</td>
                    <td>{region.jobs_count}</td>
                    <td>{region.v2 ? 'neu (v2)' : 'bisherige'}</td>
                    <td className="admin-table__actions">
                      <Button
                        design="flat"
                        size="small"
                        disabled={action.pending}
                        onClick={() => void toggleV2(region)}
                        aria-label={`${region.v2 ? 'v2 ausschalten' : 'v2 einschalten'}: ${region.name}`}
                      >
                        {region.v2 ? 'v2 ausschalten' : 'v2 einschalten'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </AreaPage>
  )
}
