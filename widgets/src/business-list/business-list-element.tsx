/**
 * @module business-list.js — defines <oabat-business-list>. Loaded by the loader when the tag is on
 * the page (or directly as a module script).
 */
import cardCss from '../job-card/job-card.css?inline'
import listCss from '../job-list/job-list.css?inline'
import { defineWidget } from '../shared/define-widget.ts'
import { checkCoordinatePair } from '../shared/list/check-coordinates.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import { BusinessList } from './business-list.tsx'
import { businessListAttributes } from './business-list-attributes.ts'
import { businessListPropsOf } from './business-list-props.ts'

defineWidget({
  tag: 'oabat-business-list',
  attributes: businessListAttributes,
  styles: [listCss, cardCss],
  check: checkCoordinatePair,
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <BusinessList
        apiBase={api}
        portalUrl={portal}
        {...businessListPropsOf(values)}
        onSelect={(business, event) => {
          if (!emit('oabat:business-select', { business }, true)) event.preventDefault()
        }}
        onLoaded={(info) => emit('oabat:loaded', info)}
        onError={(error) => emit('oabat:error', error)}
      />
    )
  },
})
