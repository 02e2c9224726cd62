import type { BusinessSummary } from '@oabat/core'
import { Link } from 'wouter'
import { CompanyLogo } from './company-logo.tsx'
import { formatKm } from './format.ts'
import { LoadError } from './load-error.tsx'
import { LoadMore } from './load-more.tsx'
import { Skeleton } from './skeleton.tsx'
import { type SearchV2Input, useSearchPages } from './use-search-pages.ts'
import './result-lists.css'

/** Businesses of a v2 search (tab Unternehmen), nearest first, with infinite paging. */
export function BusinessResults({ query, placeName }: { query: SearchV2Input; placeName: string | null }) {
  const search = useSearchPages('businesses', query)
  if (search.error) return <LoadError subject="Die Liste der Betriebe" error={search.error} onRetry={search.retry} />
  if (search.isLoading || search.total === null) return <Skeleton lines={4} label="Betriebe werden geladen …" />
  const items = search.items.filter((item): item is BusinessSummary & { type: 'business' } => item.type === 'business')
  if (items.length === 0) {
    return (
      <p className="result-empty" role="status">
        Keine Betriebe gefunden{placeName ? ` in ${placeName}` : ''}. Vergrößere den Umkreis oder wähle einen anderen
        Ort.
      </p>
    )
  }
  return (
    <section className="result-list" aria-label="Betriebe">
      <p className="result-list__summary">
        {search.total} {search.total === 1 ? 'Betrieb' : 'Betriebe'}
        {placeName ? ` rund um ${placeName}` : ''}
      </p>
      <ul className="result-list__grid">
        {items.map((business) => (
          <li key={business.id}>
            <article className="result-card" data-business-id={business.id}>
              <CompanyLogo name={business.name} url={business.logo_url} size={48} />
              <div className="result-card__body">
                <h3 className="result-card__title">
                  <Link href={business.url}>{business.name}</Link>
                </h3>
                {business.motto ? <p className="result-card__text">{business.motto}</p> : null}
                <p className="result-card__meta">
                  {business.city}
                  {business.distance_km !== null ? ` · ${formatKm(business.distance_km)}` : ''} ·{' '}
                  {business.jobs_count === 1 ? '1 offene Stelle' : `${business.jobs_count} offene Stellen`}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={search.hasMore}
        loading={search.loadingMore}
        shown={items.length}
        total={search.total}
        onLoad={search.loadMore}
      />
    </section>
  )
}
