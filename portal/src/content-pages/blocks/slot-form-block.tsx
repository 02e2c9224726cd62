import { ApiRequestError } from '@oabat/core'
import { useApi } from '../../api/use-api.ts'
import { LoadError } from '../../components/load-error.tsx'
import { Skeleton } from '../../components/skeleton.tsx'
import { SlotForm } from '../../speeddating/slot-form.tsx'
import type { BlockOf } from './block-of.ts'

/**
 * The slot form: the booking form of a region's sign-up slots (docs/speeddating.md). The region
 * comes with the page from the server; its slots load in the browser, as they depend on who looks.
 */
export function SlotFormBlock({ block }: { block: BlockOf<'slot_form'> }) {
  const { data, error, mutate } = useApi('region', { params: { id: block.region } })
  if (error instanceof ApiRequestError && error.status === 404)
    return <p className="content-block__muted">Diese Region gibt es nicht mehr.</p>
  if (error) return <LoadError subject="Die Region" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={3} label="Termine werden geladen …" />
  return <SlotForm region={data.data} title={block.title} />
}
