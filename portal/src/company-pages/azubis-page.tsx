import { ApiRequestError, azubiPagePath, businessPagePath } from '@oabat/core'
import { buttonClassName, Card } from '@oabat/ui'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import { AzubiCard } from './azubi-card.tsx'
import './company-pages.css'

/** SPEC §2 /betriebe/{slug}/azubis: the company's apprentices present their training (server-rendered). */
export function AzubisPage({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('businessAzubis', { params: { slug } })
  const hydrated = useHydrated()
  const { user } = useAuth()
  if (error instanceof ApiRequestError && error.status === 404)
    return <ErrorPage status={404} message={error.message} />
  if (error) return <LoadError subject="Die Azubis" plural error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Azubis werden geladen …" />
  const { business, azubis } = data.data
  const own = hydrated && user?.business?.slug === business.slug
  return (
    <AzubisContent business={business} count={azubis.length} own={own}>
      {azubis.length === 0 ? (
        <p>{business.name} stellt hier bald seine Azubis vor.</p>
      ) : (
        <div className="azubi-list">
          {azubis.map((azubi) => (
            <AzubiCard key={azubi.id} azubi={azubi} />
          ))}
        </div>
      )}
    </AzubisContent>
  )
}

function AzubisContent(props: {
  business: { slug: string; name: string; logo_url: string | null }
  count: number
  own: boolean
  children: ReactNode
}) {
  const { business } = props
  usePageHead({
    title: `Unsere Azubis – ${business.name}`,
    description: `Die Azubis von ${business.name} erzählen von ihrer Ausbildung.`,
    canonicalPath: azubiPagePath(business.slug),
  })
  return (
    <article className="internship-page">
      <Card as="div" className="internship-page__header">
        <div className="internship-page__company">
          <CompanyLogo name={business.name} url={business.logo_url} size={56} />
          <Link href={businessPagePath(business.slug)}>{business.name}</Link>
        </div>
        <h1>Unsere Azubis</h1>
        <p>So erleben die Azubis von {business.name} ihre Ausbildung.</p>
        {props.own && (
          <Link href="/betrieb/azubis" className={buttonClassName({ design: 'primary-flat' })}>
            Azubis bearbeiten
          </Link>
        )}
      </Card>
      <Card as="section" aria-label="Azubis">
        {props.children}
      </Card>
    </article>
  )
}
