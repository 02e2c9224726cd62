import type { AttributeValues } from '../shared/attribute-schema.ts'
import type { BusinessListProps } from './business-list.tsx'
import type { businessListAttributes } from './business-list-attributes.ts'

/**
 * The props that <oabat-business-list>'s attributes stand for; the element and the portal's
 * /embed/businesses (whose query parameters are the same attributes) both render the list with them.
 */
export function businessListPropsOf(values: AttributeValues<typeof businessListAttributes>) {
  return {
    location: values.location,
    latitude: values.latitude,
    longitude: values.longitude,
    radius: values.radius,
    category: values.category,
    term: values.term,
    channel: values.channel,
    business: values.business,
    autoLoad: values.infinite,
    pageSize: values['page-size'],
    newTab: values['new-tab'],
  } satisfies Partial<BusinessListProps>
}
