import { JobList, type JobListType, jobListAttributes } from '@oabat/widgets'
import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { portalOrigin } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { EmbedFrame, EmbedParameterError } from './embed-frame.tsx'
import { readEmbedParameters } from './embed-parameters.ts'

const TITLE = 'Stellen in Deiner Region'

/**
 * SPEC §2 /embed/jobs: the job list alone for another site's iframe. Its query parameters are the
 * attributes of <oabat-job-list> (PROTOCOL.md): location, latitude, longitude, radius, type,
 * category, business, exclude, term, channel, list, infinite, page-size.
 */
export function JobsEmbedPage() {
  const search = useSearch()
  const parsed = useMemo(() => readEmbedParameters(jobListAttributes, search), [search])
  usePageHead({
    title: TITLE,
    description: 'Ausbildungsplätze und Praktika in Deiner Nähe auf oabat.',
    canonicalPath: '/ausbildung',
  })
  if (!parsed.ok) {
    return (
      <EmbedFrame title={TITLE}>
        <EmbedParameterError message={parsed.message} />
      </EmbedFrame>
    )
  }
  const v = parsed.values
  return (
    <EmbedFrame title={TITLE}>
      <JobList
        apiBase={API_BASE}
        portalUrl={portalOrigin()}
        location={v.location}
        latitude={v.latitude}
        longitude={v.longitude}
        radius={v.radius}
        type={v.type as JobListType}
        category={v.category}
        business={v.business}
        exclude={v.exclude}
        term={v.term}
        channel={v.channel}
        list={v.list}
        autoLoad={v.infinite}
        pageSize={v['page-size']}
      />
    </EmbedFrame>
  )
}
