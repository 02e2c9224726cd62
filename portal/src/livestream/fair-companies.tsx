import { JobList } from '@oabat/widgets'
import { useState } from 'react'
import { Link } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'

/**
 * SPEC §2 /livestream/{id}/suche: the companies of the stream's fair beside the stage; choosing one
 * shows its open positions below it, so a viewer can look while the company speaks.
 */
export function FairCompanies({ fairId }: { fairId: number }) {
  const { data, error, mutate } = useApi('jobFair', { params: { id: String(fairId) } })
  const [chosen, setChosen] = useState<string | null>(null)
  const onSelect = usePortalJobSelect()
  if (error) return <LoadError subject="Die Betriebe der Messe" plural error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={5} label="Betriebe werden geladen …" />
  const fair = data.data
  const company = fair.businesses.find((business) => business.slug === chosen) ?? null
  return (
    <div className="fair-companies">
      <h2 className="fair-companies__title">{fair.title}</h2>
      {fair.businesses.length === 0 ? (
        <p className="result-empty" role="status">
          Für diese Messe stehen noch keine Betriebe fest. Schau bald wieder vorbei!
        </p>
      ) : (
        <ul className="fair-companies__list">
          {fair.businesses.map((business) => (
            <li key={business.id}>
              <button
                type="button"
                className="fair-companies__choice"
                aria-pressed={business.slug === chosen}
                onClick={() => setChosen(business.slug === chosen ? null : business.slug)}
              >
                <CompanyLogo name={business.name} url={business.logo_url} size={32} />
                <span>{business.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {fair.businesses_unpublished > 0 ? (
        <p className="fair-companies__more">Und {fair.businesses_unpublished} weitere Betriebe in Vorbereitung.</p>
      ) : null}
      {company ? (
        <section className="fair-companies__jobs" aria-label={`Offene Stellen bei ${company.name}`}>
          <h3>
            Offene Stellen bei <Link href={`/betriebe/${company.slug}`}>{company.name}</Link>
          </h3>
          <JobList
            key={company.slug}
            apiBase={API_BASE}
            portalUrl={portalOrigin()}
            business={company.slug}
            type="alle"
            autoLoad
            onSelect={onSelect}
          />
        </section>
      ) : fair.businesses.length > 0 ? (
        <p className="fair-companies__hint">Wähle einen Betrieb, um seine offenen Stellen zu sehen.</p>
      ) : null}
    </div>
  )
}
