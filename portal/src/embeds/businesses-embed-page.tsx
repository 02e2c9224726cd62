import { BusinessList, businessListAttributes, businessListPropsOf } from '@oabat/widgets'
import { API_BASE } from '../api/api-client.ts'
import { portalOrigin } from '../components/use-portal-select.ts'
import { WidgetEmbedPage } from './widget-embed-page.tsx'

/**
 * SPEC §2 /embed/businesses: the businesses around a place (30 km unless `radius` says otherwise)
 * for another site's iframe. Its query parameters are the attributes of <oabat-business-list>:
 * location, latitude, longitude, radius, category, term, channel, infinite, page-size.
 */
export function BusinessesEmbedPage() {
  return (
    <WidgetEmbedPage
      title="Unternehmen in Deiner Region"
      description="Ausbildungsbetriebe in Deiner Nähe auf oabat."
      canonicalPath="/unternehmen"
      attributes={businessListAttributes}
    >
      {(values) => (
        <BusinessList apiBase={API_BASE} portalUrl={portalOrigin()} {...businessListPropsOf(values)} newTab />
      )}
    </WidgetEmbedPage>
  )
}
