import { ApiRequestError, businessPagePath } from '@oabat/core'
import { JobList } from '@oabat/widgets'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { EmbedFrame } from './embed-frame.tsx'
import { EmbedNotFound } from './embed-not-found.tsx'

/** SPEC §2 /betriebe/{slug}/jobs/uebersicht_embed: a company's published jobs, newest first, for its own site. */
export function BusinessJobsEmbedPage({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('business', { params: { idOrSlug: slug } })
  const name = data?.data.name
  usePageHead({
    title: name ? `Offene Stellen bei ${name}` : 'Offene Stellen',
    description: name ? `Ausbildungsplätze, Praktika und Jobs bei ${name}.` : 'Offene Stellen',
    canonicalPath: data ? businessPagePath(data.data.slug) : null,
  })
  if (error instanceof ApiRequestError && error.status === 404) {
    return <EmbedNotFound text="Diesen Betrieb gibt es nicht (mehr) auf oabat." />
  }
  if (error) return <LoadError subject="Der Betrieb" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={4} label="Stellen werden geladen …" />
  return (
    <EmbedFrame title={`Offene Stellen bei ${data.data.name}`} businessSlug={data.data.slug}>
      <JobList apiBase={API_BASE} portalUrl={portalOrigin()} business={data.data.slug} type="alle" />
    </EmbedFrame>
  )
}
