/**
 * @module job-card.js — defines <oabat-job-card>. Loaded by the loader when the tag is on the page
 * (or directly as a module script).
 */
import { WidgetRatings } from '../rating/widget-ratings.tsx'
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import cardCss from './job-card.css?inline'
import { jobCardAttributes } from './job-card-attributes.ts'
import { JobCardBySlug } from './job-card-by-slug.tsx'

defineWidget({
  tag: 'oabat-job-card',
  attributes: jobCardAttributes,
  styles: [cardCss],
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <WidgetRatings
        module={values.ratings ? new URL(/* @vite-ignore */ './ratings.js', import.meta.url).href : null}
        apiBase={api}
      >
        {(ratingFor) => (
          <JobCardBySlug
            apiBase={api}
            job={values.job}
            portalUrl={portal}
            ratingFor={ratingFor}
            onSelect={(job, event) => {
              if (!emit('oabat:job-select', { job }, true)) event.preventDefault()
            }}
            onLoaded={(job) => emit('oabat:loaded', { job })}
            onError={(error) => emit('oabat:error', error)}
          />
        )}
      </WidgetRatings>
    )
  },
})
