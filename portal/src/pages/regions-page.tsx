import { canonicalListingPath, listingDescription, listingHeading } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import '../components/result-lists.css'
import './search-page.css'

const ROUTE = { page: 'regions' } as const
const EMPTY = {}

/** SPEC §2 /region for everyone but region users: every region with its own pages. */
export function RegionsPage() {
  const heading = listingHeading(ROUTE, null)
  usePageHead({
    title: heading,
    description: listingDescription(ROUTE, null),
    canonicalPath: canonicalListingPath(ROUTE),
  })
  const { data, error, mutate } = useApi('regions', EMPTY)
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <p className="search-page__lead">
        Regionen zeigen auf eigenen Seiten ihre Betriebe, Ausbildungsplätze, Schulen und Neuigkeiten.
      </p>
      {error ? <LoadError subject="Die Liste der Regionen" error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={4} label="Regionen werden geladen …" /> : null}
      {data ? (
        <ul className="result-list__grid">
          {data.data.map((region) => (
            <li key={region.id}>
              <article className="result-card">
                <div className="result-card__body">
                  <h2 className="result-card__title">
                    <Link href={region.url}>{region.name}</Link>
                  </h2>
                  {region.description ? <p className="result-card__text">{region.description}</p> : null}
                  <p className="result-card__meta">
                    {region.jobs_count} offene Stellen · {region.businesses_count} Betriebe
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
