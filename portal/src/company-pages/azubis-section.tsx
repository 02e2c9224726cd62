import { azubiPagePath } from '@oabat/core'
import { buttonClassName, Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AzubiCard } from './azubi-card.tsx'
import './company-pages.css'

/** How many apprentices the company page shows before „Alle Azubis“. */
const SHOWN = 3

/**
 * On the public company page: its apprentices (the first three) and a link to /betriebe/{slug}/azubis.
 * Nothing while loading, on an error or without apprentices — the section is extra, never in the way.
 */
export function AzubisSection({ slug, name }: { slug: string; name: string }) {
  const { data } = useApi('businessAzubis', { params: { slug } })
  const azubis = data?.data.azubis ?? []
  if (azubis.length === 0) return null
  return (
    <Card as="section" aria-labelledby="business-azubis-title">
      <h2 id="business-azubis-title">Unsere Azubis</h2>
      <p>So erleben die Azubis von {name} ihre Ausbildung.</p>
      <div className="azubi-list azubi-section__list">
        {azubis.slice(0, SHOWN).map((azubi) => (
          <AzubiCard key={azubi.id} azubi={azubi} />
        ))}
      </div>
      <Link href={azubiPagePath(slug)} className={buttonClassName({ design: 'primary-flat' })}>
        {azubis.length > SHOWN ? `Alle ${azubis.length} Azubis ansehen` : 'Zur Azubi-Seite'}
      </Link>
    </Card>
  )
}
