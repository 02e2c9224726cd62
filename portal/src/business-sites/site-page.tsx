import { ApiRequestError, businessPagePath, siteAddressNames, siteHeading } from '@oabat/core'
import { Card } from '@oabat/ui'
import { JobCard } from '@oabat/widgets'
import { Fragment } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePortalJobSelect } from '../components/use-portal-select.ts'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { SiteAddressLines } from './site-address-lines.tsx'
import { siteAddressLine, sitePagePath } from './site-text.ts'
import './sites.css'

const SITE_NOT_FOUND = 'Diesen Standort gibt es nicht.'

/**
 * SPEC §2 /betriebe/{slug}/{siteslug}: one site of a business — its address, where it lies (as
 * text, no map) and its published jobs, from GET /api/business_sites/{siteslug}. A site of another
 * business under this business's URL is not found, like an unknown one.
 */
export function SitePage({ slug, siteSlug }: { slug: string; siteSlug: string }) {
  const { data, error, mutate } = useApi('businessSite', { params: { slug: siteSlug } })
  if ((error instanceof ApiRequestError && error.status === 404) || (data && data.data.business.slug !== slug)) {
    return <ErrorPage status={404} message={SITE_NOT_FOUND} />
  }
  if (error) return <LoadError subject="Der Standort" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Standort wird geladen …" />
  return <SiteDetails site={data.data} />
}

type SiteAnswer = NonNullable<ReturnType<typeof useApi<'businessSite'>>['data']>['data']

function SiteDetails({ site }: { site: SiteAnswer }) {
  const onSelect = usePortalJobSelect()
  const { business } = site
  const heading = siteHeading({ businessName: business.name, siteName: site.name, city: site.city })
  usePageHead({
    title: heading,
    description: `${heading}: ${siteAddressLine(site)}.`,
    canonicalPath: sitePagePath(business.slug, site.slug),
  })
  return (
    <div className="site-page">
      <Card className="site-page__header">
        <CompanyLogo name={business.name} url={business.logo_url} size={72} />
        <div>
          <p className="site-page__eyebrow">{site.is_main ? 'Hauptsitz' : 'Standort'}</p>
          <h1 className="site-page__title">{heading}</h1>
          <p>
            <Link href={businessPagePath(business.slug)}>Alles über {business.name}</Link>
          </p>
        </div>
      </Card>
      <Card as="section" aria-labelledby="site-address-title">
        <h2 id="site-address-title">Adresse</h2>
        <address className="site-page__address">
          {siteAddressNames({ businessName: business.name, siteName: site.name }).map((line) => (
            <Fragment key={line}>
              {line}
              <br />
            </Fragment>
          ))}
          <SiteAddressLines site={site} />
        </address>
        <p className="site-page__place">
          {site.location_slug ? (
            <>
              Liegt in <Link href={`/ausbildung/${encodeURIComponent(site.location_slug)}`}>{site.city}</Link> – dort
              findest Du weitere Ausbildungsplätze in der Nähe.
            </>
          ) : (
            <>Liegt in {site.city}.</>
          )}
        </p>
      </Card>
      <section className="site-page__jobs" aria-labelledby="site-jobs-title">
        <h2 id="site-jobs-title">
          {site.jobs.length === 0
            ? 'Offene Stellen an diesem Standort'
            : `${site.jobs.length} ${site.jobs.length === 1 ? 'offene Stelle' : 'offene Stellen'} an diesem Standort`}
        </h2>
        {site.jobs.length === 0 ? (
          <p className="site-page__muted">
            Hier ist gerade nichts ausgeschrieben.{' '}
            <Link href={businessPagePath(business.slug)}>Alle Stellen von {business.name}</Link>
          </p>
        ) : (
          <ul className="site-page__grid">
            {site.jobs.map((job) => (
              <li key={job.id}>
                {/* Links within the portal stay relative: the server knows no origin, and hydration must match. */}
                <JobCard job={job} portalUrl="" onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
