/**
 * @module job-card.js — defines <oabat-job-card>. Loaded by the loader when the tag is on the page
 * (or directly as a module script).
 */
import { GuestRatings } from '../rating/guest-ratings.tsx'
import ratingCss from '../rating/rating-control.css?inline'
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import cardCss from './job-card.css?inline'
import { jobCardAttributes } from './job-card-attributes.ts'
import { JobCardBySlug } from './job-card-by-slug.tsx'

defineWidget({
  tag: 'oabat-job-card',
  attributes: jobCardAttributes,
  styles: [cardCss, ratingCss],
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <GuestRatings
        apiBase={api}
        enabled={values.ratings}
        onRated={(job, rating) => emit('oabat:rate', { job, rating, login_url: `${portal}${job.url}` })}
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
      </GuestRatings>
    )
  },
})
