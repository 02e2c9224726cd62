import { JobCardBySlug } from '@oabat/widgets'
import { API_BASE } from '../../api/api-client.ts'
import { portalOrigin, usePortalJobSelect } from '../../components/use-portal-select.ts'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/**
 * Job card examples: a few chosen jobs, each the job card widget (<oabat-job-card job=…>). Like the
 * other widget blocks they load in the browser; a job that is gone says so in its own card.
 */
export function JobCardsBlock({ block }: { block: BlockOf<'job_cards'> }) {
  const onSelect = usePortalJobSelect()
  return (
    <>
      <BlockTitle title={block.title} />
      <ul className="content-block__job-cards">
        {block.jobs.map((slug) => (
          <li key={slug}>
            <JobCardBySlug apiBase={API_BASE} job={slug} portalUrl={portalOrigin()} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </>
  )
}
