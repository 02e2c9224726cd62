import { useApi } from '../../api/use-api.ts'
import { EventResults } from '../../components/event-results.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { Skeleton } from '../../components/skeleton.tsx'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** The region event list: the upcoming events of the region's channel (loaded with the page on the server). */
export function RegionEventsBlock({ block }: { block: BlockOf<'region_events'> }) {
  const { data, error, mutate } = useApi('events', { query: { channel: block.channel, past: '0' } })
  return (
    <>
      <BlockTitle title={block.title ?? 'Kommende Events'} />
      {error ? <LoadError subject="Die Events" plural error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={3} label="Events werden geladen …" /> : null}
      {data && data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Gerade sind keine Events geplant.
        </p>
      ) : null}
      {data && data.data.length > 0 ? <EventResults events={data.data} /> : null}
    </>
  )
}
