import {
  ApiRequestError,
  type Business,
  businessPagePath,
  chatPartyRole,
  chatStartRule,
  contactPersonTitle,
  excerpt,
} from '@oabat/core'
import { Card } from '@oabat/ui'
import { JobList } from '@oabat/widgets'
import { lazy, Suspense } from 'react'
import { Link, useSearch } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { BusinessShowcase } from '../business-profile/business-showcase.tsx'
import { OwnProfileLink, useIsOwnBusiness } from '../business-profile/own-profile-link.tsx'
import type { ProfileBusiness } from '../business-profile/profile-business.ts'
import { BusinessesAround } from '../business-sites/businesses-around.tsx'
import { SiteAddressLines } from '../business-sites/site-address-lines.tsx'
import { sitePagePath } from '../business-sites/site-text.ts'
import { AzubisSection } from '../company-pages/azubis-section.tsx'
import { CompanyLogo } from '../components/company-logo.tsx'
import { Paragraphs } from '../components/content-blocks.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { ClientOnly } from '../ssr/client-only.tsx'
import { useFairVisit } from './use-fair-visit.ts'
import './business-page.css'
import { BusinessFavouriteButton } from '../ratings/business-favourite-button.tsx'
import { useCardRatingFor } from '../ratings/use-rating-for.ts'

// The chat (and pusher-js with it) loads only when the page is opened with ?chat.
const BusinessChat = lazy(() => import('../chat/business-chat.tsx').then((m) => ({ default: m.BusinessChat })))

/** SPEC §2 /betriebe/{slug}: a business from GET /api/v2/business/{slug}. */
export function BusinessPage({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('business', { params: { idOrSlug: slug } })
  if (error instanceof ApiRequestError && error.status === 404)
    return <ErrorPage status={404} message={error.message} />
  if (error) return <LoadError subject="Der Betrieb" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={8} label="Betrieb wird geladen …" />
  return <BusinessDetails business={data.data} />
}

function ContactPerson({ person }: { person: NonNullable<Business['public_contact_person']> }) {
  const name = `${person.firstname} ${person.lastname}`.trim()
  return (
    <Card as="section" className="business-page__contact" aria-labelledby="business-contact-title">
      <h2 id="business-contact-title">{contactPersonTitle(person.gender)}</h2>
      <div className="business-page__person">
        <CompanyLogo name={name} url={person.profile_picture} size={56} />
        <p>
          <strong>{name}</strong>
        </p>
      </div>
    </Card>
  )
}

function Sites({ sites, businessSlug }: { sites: Business['business_sites']; businessSlug: string }) {
  return (
    <Card as="section" aria-labelledby="business-sites-title">
      <h2 id="business-sites-title">{sites.length === 1 ? 'Standort' : 'Standorte'}</h2>
      <ul className="business-page__sites">
        {sites.map((site) => (
          <li key={site.id}>
            <strong>
              <Link href={sitePagePath(businessSlug, site.slug)}>{site.name}</Link>
              {site.is_main && sites.length > 1 && <span className="business-page__main-site">Hauptsitz</span>}
            </strong>
            <address>
              <SiteAddressLines site={site} />
            </address>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function BusinessDetails({ business }: { business: ProfileBusiness }) {
  const onSelect = usePortalJobSelect()
  const ratingFor = useCardRatingFor()
  useFairVisit(business.id)
  usePageHead({
    title: business.name,
    description:
      excerpt(business.motto) ||
      excerpt(business.about_us) ||
      `${business.name}: Ausbildungsplätze und Praktika aus Deiner Region.`,
    canonicalPath: businessPagePath(business.slug),
  })
  const mainSite = business.business_sites.find((site) => site.is_main) ?? business.business_sites[0]
  const chatOpen = new URLSearchParams(useSearch()).has('chat')
  // The company itself sees its page as the public does, with a way back to the editor instead of a chat.
  const own = useIsOwnBusiness(business.slug)
  // Another company may not start a chat with this one (docs/chat.md „Who may write to whom“): no link.
  const { user } = useAuth()
  const chatOffered = !user || chatStartRule(chatPartyRole(user), 'business') !== 'refuse'
  return (
    <div className="business-page">
      <Card className="business-page__header">
        <CompanyLogo name={business.name} url={business.logo_url} size={96} />
        <div>
          <h1 className="business-page__title">{business.name}</h1>
          <div className="business-page__favourite">
            <BusinessFavouriteButton businessId={business.id} businessName={business.name} />
          </div>
          {business.motto && <p className="business-page__motto">{business.motto}</p>}
          <ul className="business-page__facts">
            {mainSite && <li>{mainSite.city}</li>}
            {business.employees !== null && <li>{business.employees} Mitarbeitende</li>}
            <li>
              {business.jobs_count} {business.jobs_count === 1 ? 'offene Stelle' : 'offene Stellen'}
            </li>
            {business.website && (
              <li>
                <a href={business.website} rel="noopener" target="_blank">
                  Website<span className="visually-hidden"> (öffnet in neuem Tab)</span>
                </a>
              </li>
            )}
          </ul>
          {own ? (
            <OwnProfileLink slug={business.slug} className="business-page__chat-link" />
          ) : (
            chatOffered &&
            !chatOpen && (
              <Link href={`${businessPagePath(business.slug)}?chat`} className="business-page__chat-link">
                Nachricht an {business.name}
              </Link>
            )
          )}
        </div>
      </Card>

      {chatOpen && (
        // The chat is the visitor's own (session, pusher): it renders in the browser only.
        <ClientOnly>
          <BusinessChatArea slug={business.slug} name={business.name} own={own} offered={chatOffered} />
        </ClientOnly>
      )}

      <BusinessShowcase business={business} />

      <div className="business-page__columns">
        <Card as="section" className="business-page__about" aria-labelledby="business-about-title">
          <h2 id="business-about-title">Über uns</h2>
          {business.about_us ? (
            <Paragraphs text={business.about_us} />
          ) : (
            <p className="business-page__muted">{business.name} hat sich noch nicht ausführlich vorgestellt.</p>
          )}
        </Card>
        <div className="business-page__aside">
          {business.public_contact_person && <ContactPerson person={business.public_contact_person} />}
          {business.business_sites.length > 0 && <Sites sites={business.business_sites} businessSlug={business.slug} />}
        </div>
      </div>

      <AzubisSection slug={business.slug} name={business.name} />

      <section className="business-page__jobs" aria-labelledby="business-jobs-title">
        <h2 id="business-jobs-title">Offene Stellen bei {business.name}</h2>
        <JobList
          apiBase={API_BASE}
          portalUrl={portalOrigin()}
          business={business.slug}
          type="alle"
          onSelect={onSelect}
          ratingFor={ratingFor}
        />
      </section>
      <BusinessesAround businessId={business.id} name={business.name} />
    </div>
  )
}

/**
 * What ?chat opens: the chat, or — where no chat can start (the company's own page, or another
 * company, docs/chat.md) — a hint instead of a composer whose sending the server would refuse.
 */
function BusinessChatArea({
  slug,
  name,
  own,
  offered,
}: {
  slug: string
  name: string
  own: boolean
  offered: boolean
}) {
  if (own || !offered) {
    return (
      <Card className="business-page__chat-hint" role="status">
        {own ? (
          <p>
            Das ist Eure eigene Seite, hier könnt Ihr Euch keine Nachricht schreiben. Nachrichten von Interessierten
            findet Ihr unter <Link href="/chat">Nachrichten</Link>.
          </p>
        ) : (
          <p>Mit diesem Konto kannst Du {name} hier keine Nachricht schreiben.</p>
        )}
      </Card>
    )
  }
  return (
    <Suspense fallback={<Skeleton lines={3} label="Chat wird geladen …" />}>
      <BusinessChat slug={slug} name={name} />
    </Suspense>
  )
}
