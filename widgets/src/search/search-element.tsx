/**
 * @module search.js — defines <oabat-search>: place, offer and radius; drives an
 * <oabat-job-list target> on the same page, or opens the portal's search page.
 */
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import searchCss from './search.css?inline'
import { searchAttributes } from './search-attributes.ts'
import { SearchBox, type SearchBoxType } from './search-box.tsx'

defineWidget({
  tag: 'oabat-search',
  attributes: searchAttributes,
  styles: [searchCss],
  check: (values) =>
    values.target !== undefined && !/^[A-Za-z][\w-]*$/.test(values.target)
      ? 'Das Attribut target nennt die id einer <oabat-job-list> auf dieser Seite, z. B. target="stellen".'
      : null,
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    const targetOf = () => (values.target ? document.getElementById(values.target) : null)
    return (
      <SearchBox
        apiBase={api}
        type={values.type as SearchBoxType}
        radius={values.radius}
        tabs={values.target !== undefined}
        onSearch={(request) => {
          const target = targetOf()
          const url = `${portal}${request.path}`
          if (!emit('oabat:search', { ...request, url }, true)) return false
          if (target) {
            target.setAttribute('location', request.location)
            target.setAttribute('type', request.type)
            target.setAttribute('radius', String(request.radius))
            target.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
            return false
          }
          if (values['new-tab']) window.open(url, '_blank', 'noopener')
          else window.location.assign(url)
          return true
        }}
      />
    )
  },
})
