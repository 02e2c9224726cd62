import type { AttributeValues } from '../shared/attribute-schema.ts'
import type { JobListProps } from './job-list.tsx'
import type { jobListAttributes } from './job-list-attributes.ts'
import type { JobListType } from './job-list-summary.ts'

/**
 * The props that <oabat-job-list>'s attributes stand for; the element and the portal's
 * /embed/jobs (whose query parameters are the same attributes) both render the list with them.
 */
export function jobListPropsOf(values: AttributeValues<typeof jobListAttributes>) {
  return {
    location: values.location,
    latitude: values.latitude,
    longitude: values.longitude,
    radius: values.radius,
    type: values.type as JobListType,
    category: values.category,
    business: values.business,
    exclude: values.exclude,
    term: values.term,
    channel: values.channel,
    list: values.list,
    autoLoad: values.infinite,
    pageSize: values['page-size'],
  } satisfies Partial<JobListProps>
}
