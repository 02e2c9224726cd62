import type { SearchType } from '@oabat/core'
import { searchPagePath } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from './load-error.tsx'
import { Skeleton } from './skeleton.tsx'
import './popular-cities.css'

const EMPTY = {}

/** Links to the search in the places with the most offers (GET /api/search/popular_cities). */
export function PopularCities({ type, pathFor }: { type: SearchType; pathFor?: (slug: string) => string }) {
  const { data, error, isLoading, mutate } = useApi('popularCities', EMPTY)
  const typeId = type === 'praktikum' ? 2 : 1
  return (
    <section className="popular-cities" aria-labelledby="popular-cities-title">
      <h2 id="popular-cities-title" className="popular-cities__title">
        Beliebte Orte
      </h2>
      {error && <LoadError subject="Die Liste der Orte" error={error} onRetry={() => mutate()} />}
      {isLoading && <Skeleton lines={2} label="Beliebte Orte werden geladen …" />}
      {data && data.items.length === 0 && <p>Noch keine Orte mit offenen Stellen.</p>}
      {data && data.items.length > 0 && (
        <ul className="popular-cities__list">
          {data.items.map((city) => (
            <li key={city.slug}>
              <Link
                href={pathFor ? pathFor(city.slug) : searchPagePath(typeId, city.slug)}
                className="popular-cities__link"
              >
                <span className="popular-cities__name">{city.name}</span>
                <span className="popular-cities__count">
                  {city.jobs_count} {city.jobs_count === 1 ? 'Stelle' : 'Stellen'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
