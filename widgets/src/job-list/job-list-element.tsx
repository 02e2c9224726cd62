/**
 * @module job-list.js — defines <oabat-job-list>. Loaded by the loader when the tag is on the page
 * (or directly as a module script).
 */
import cardCss from '../job-card/job-card.css?inline'
import { WidgetRatings } from '../rating/widget-ratings.tsx'
import { defineWidget } from '../shared/define-widget.ts'
import { checkCoordinatePair } from '../shared/list/check-coordinates.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import listCss from './job-list.css?inline'
import { JobList } from './job-list.tsx'
import { jobListAttributes } from './job-list-attributes.ts'
import { jobListPropsOf } from './job-list-props.ts'

defineWidget({
  tag: 'oabat-job-list',
  attributes: jobListAttributes,
  styles: [listCss, cardCss],
  check: checkCoordinatePair,
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <WidgetRatings
        module={values.ratings ? new URL(/* @vite-ignore */ './ratings.js', import.meta.url).href : null}
        apiBase={api}
      >
        {(ratingFor) => (
          <JobList
            apiBase={api}
            portalUrl={portal}
            {...jobListPropsOf(values)}
            ratingFor={ratingFor}
            onSelect={(job, event) => {
              if (!emit('oabat:job-select', { job }, true)) event.preventDefault()
            }}
            onLoaded={(info) => emit('oabat:loaded', info)}
            onError={(error) => emit('oabat:error', error)}
          />
        )}
      </WidgetRatings>
    )
  },
})
