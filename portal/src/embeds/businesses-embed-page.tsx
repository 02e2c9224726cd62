import { BusinessList, businessListAttributes } from '@oabat/widgets'
import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { portalOrigin } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { EmbedFrame, EmbedParameterError } from './embed-frame.tsx'
import { readEmbedParameters } from './embed-parameters.ts'

const TITLE = 'Unternehmen in Deiner Region'

/**
 * SPEC §2 /embed/businesses: the businesses around a place (30 km unless `radius` says otherwise)
 * for another site's iframe. Its query parameters are the attributes of <oabat-business-list>:
 * location, latitude, longitude, radius, category, term, channel, infinite, page-size.
 */
export function BusinessesEmbedPage() {
  const search = useSearch()
  const parsed = useMemo(() => readEmbedParameters(businessListAttributes, search), [search])
  usePageHead({
    title: TITLE,
    description: 'Ausbildungsbetriebe in Deiner Nähe auf oabat.',
    canonicalPath: '/unternehmen',
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
      <BusinessList
        apiBase={API_BASE}
        portalUrl={portalOrigin()}
        location={v.location}
        latitude={v.latitude}
        longitude={v.longitude}
        radius={v.radius}
        category={v.category}
        term={v.term}
        channel={v.channel}
        autoLoad={v.infinite}
        pageSize={v['page-size']}
        newTab
      />
    </EmbedFrame>
  )
}
