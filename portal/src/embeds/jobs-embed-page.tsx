import { JobList, jobListAttributes, jobListPropsOf } from '@oabat/widgets'
import { API_BASE } from '../api/api-client.ts'
import { portalOrigin } from '../components/use-portal-select.ts'
import { useCardRatingFor } from '../ratings/use-rating-for.ts'
import { WidgetEmbedPage } from './widget-embed-page.tsx'

/**
 * SPEC §2 /embed/jobs: the job list alone for another site's iframe. Its query parameters are the
 * attributes of <oabat-job-list> (PROTOCOL.md): location, latitude, longitude, radius, type,
 * category, business, exclude, term, channel, list, infinite, page-size, ratings (the portal's own
 * ratings: the frame is on the portal's origin).
 */
export function JobsEmbedPage() {
  const ratingFor = useCardRatingFor()
  return (
    <WidgetEmbedPage
      title="Stellen in Deiner Region"
      description="Ausbildungsplätze und Praktika in Deiner Nähe auf oabat."
      canonicalPath="/ausbildung"
      attributes={jobListAttributes}
    >
      {(values) => (
        <JobList
          apiBase={API_BASE}
          portalUrl={portalOrigin()}
          {...jobListPropsOf(values)}
          ratingFor={values.ratings ? ratingFor : undefined}
        />
      )}
    </WidgetEmbedPage>
  )
}
