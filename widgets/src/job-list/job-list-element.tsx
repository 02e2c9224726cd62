/**
 * @module job-list.js — defines <oabat-job-list>. Loaded by the loader when the tag is on the page
 * (or directly as a module script).
 */
import cardCss from '../job-card/job-card.css?inline'
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import listCss from './job-list.css?inline'
import { JobList, type JobListType } from './job-list.tsx'
import { jobListAttributes } from './job-list-attributes.ts'

defineWidget({
  tag: 'oabat-job-list',
  attributes: jobListAttributes,
  styles: [listCss, cardCss],
  check: (values) =>
    (values.latitude === undefined) !== (values.longitude === undefined)
      ? 'Die Attribute latitude und longitude gehören zusammen: bitte beide angeben.'
      : null,
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <JobList
        apiBase={api}
        portalUrl={portal}
        location={values.location}
        latitude={values.latitude}
        longitude={values.longitude}
        radius={values.radius}
        type={values.type as JobListType}
        category={values.category}
        business={values.business}
        exclude={values.exclude}
        term={values.term}
        channel={values.channel}
        list={values.list}
        autoLoad={values.infinite}
        pageSize={values['page-size']}
        onSelect={(job, event) => {
          if (!emit('oabat:job-select', { job }, true)) event.preventDefault()
        }}
        onLoaded={(info) => emit('oabat:loaded', info)}
        onError={(error) => emit('oabat:error', error)}
      />
    )
  },
})
