import { ApiRequestError, businessPagePath, type JobSummary } from '@oabat/core'
import { Notice } from '@oabat/ui'
import { JobCard, JobCardBySlug } from '@oabat/widgets'
import { useState } from 'react'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { EmbedFrame } from './embed-frame.tsx'
import { EmbedNotFound } from './embed-not-found.tsx'

/**
 * SPEC §2 /betriebe/{slug}/jobs/{jobSlug?}/card_embed: one job of the company as a card; without
 * jobSlug the company's newest published job.
 */
export function JobCardEmbedPage({ slug, jobSlug }: { slug: string; jobSlug: string | null }) {
  usePageHead({ title: 'Stelle', description: 'Eine Stelle auf oabat.', canonicalPath: businessPagePath(slug) })
  return jobSlug ? <OneJob slug={slug} jobSlug={jobSlug} /> : <NewestJob slug={slug} />
}

function OneJob({ slug, jobSlug }: { slug: string; jobSlug: string }) {
  const [foreign, setForeign] = useState(false)
  // The card must show a job of this company: a foreign job's slug under another company's URL is not found.
  if (foreign) return <EmbedNotFound text="Diese Stelle gibt es bei diesem Betrieb nicht." />
  return (
    <EmbedFrame title="Stelle" businessSlug={slug}>
      <JobCardBySlug
        apiBase={API_BASE}
        portalUrl={portalOrigin()}
        job={jobSlug}
        onLoaded={(job: JobSummary) => setForeign(job.business.slug !== slug)}
      />
    </EmbedFrame>
  )
}

function NewestJob({ slug }: { slug: string }) {
  const business = useApi('business', { params: { idOrSlug: slug } })
  const newest = useApi(
    'searchV2',
    business.data
      ? { params: { type: 'jobs' }, query: { business_slug: business.data.data.slug, sort: 'newest', per_page: 1 } }
      : null,
  )
  const error = business.error ?? newest.error
  if (business.error instanceof ApiRequestError && business.error.status === 404) {
    return <EmbedNotFound text="Diesen Betrieb gibt es nicht (mehr) auf oabat." />
  }
  if (error) {
    return (
      <LoadError
        subject="Die Stelle"
        error={error}
        onRetry={() => {
          void business.mutate()
          void newest.mutate()
        }}
      />
    )
  }
  if (!business.data || !newest.data) return <Skeleton lines={3} label="Stelle wird geladen …" />
  const job = newest.data.result.data.find((item) => item.type === 'job')
  return (
    <EmbedFrame title={`Stelle bei ${business.data.data.name}`} businessSlug={business.data.data.slug}>
      {job?.type === 'job' ? (
        <JobCard job={job} portalUrl={portalOrigin()} />
      ) : (
        <Notice title="Gerade keine offenen Stellen">
          {business.data.data.name} hat im Moment keine Stelle ausgeschrieben.
        </Notice>
      )}
    </EmbedFrame>
  )
}
