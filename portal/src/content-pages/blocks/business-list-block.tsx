import { BusinessList } from '@oabat/widgets'
import { API_BASE } from '../../api/api-client.ts'
import { portalOrigin } from '../../components/use-portal-select.ts'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** The business list block is the <oabat-business-list> widget. */
export function BusinessListBlock({ block }: { block: BlockOf<'business_list'> }) {
  return (
    <>
      <BlockTitle title={block.title} />
      <BusinessList
        apiBase={API_BASE}
        portalUrl={portalOrigin()}
        location={block.location}
        radius={block.radius}
        channel={block.channel}
        pageSize={block.page_size}
      />
    </>
  )
}
