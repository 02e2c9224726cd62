import { JobList } from '@oabat/widgets'
import { API_BASE } from '../../api/api-client.ts'
import { portalOrigin, usePortalJobSelect } from '../../components/use-portal-select.ts'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/**
 * The job carousel and the result list of SPEC §2 are the job list widget (<oabat-job-list>): the
 * carousel shows one row that scrolls sideways, the result list the grid with „Mehr laden“.
 */
export function JobListBlock({ block }: { block: BlockOf<'job_list'> }) {
  const onSelect = usePortalJobSelect()
  return (
    <>
      <BlockTitle title={block.title} />
      <div className={block.variant === 'carousel' ? 'content-block__carousel' : undefined}>
        <JobList
          apiBase={API_BASE}
          portalUrl={portalOrigin()}
          location={block.location}
          type={block.job_type}
          radius={block.radius}
          channel={block.channel}
          category={block.category}
          pageSize={block.page_size ?? (block.variant === 'carousel' ? 6 : undefined)}
          onSelect={onSelect}
        />
      </div>
    </>
  )
}
