import { ApiRequestError } from '@oabat/core'
import { useApi } from '../../api/use-api.ts'
import { LoadError } from '../../components/load-error.tsx'
import { RegionSchools } from '../../components/region-schools.tsx'
import { Skeleton } from '../../components/skeleton.tsx'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** The schools of a region, as on /region/{slug}/schulen; the server loads region and schools with the page. */
export function SchoolsBlock({ block }: { block: BlockOf<'schools'> }) {
  const { data, error, mutate } = useApi('region', { params: { id: block.region } })
  const region = data?.data
  return (
    <>
      <BlockTitle title={block.title ?? (region ? `Schulen in der Region ${region.name}` : 'Schulen')} />
      {error instanceof ApiRequestError && error.status === 404 ? (
        <p className="content-block__muted">Diese Region gibt es nicht mehr.</p>
      ) : error ? (
        <LoadError subject="Die Region" error={error} onRetry={() => mutate()} />
      ) : null}
      {!data && !error ? <Skeleton lines={3} label="Schulen werden geladen …" /> : null}
      {region ? <RegionSchools region={region} /> : null}
    </>
  )
}
