import { businessPagePath } from '@oabat/core'
import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { formatDistanceKm } from './site-text.ts'
import './sites.css'

/** SPEC §9 "businesses around: distance 30". */
const AROUND_KM = 30
const SHOWN = 6

/**
 * „Weitere Betriebe in der Nähe“ on a business page: the nearest other businesses within 30 km of its
 * main site (POST /api/business/{id}/getBusinessesAround/). Nothing is shown while loading, on a
 * failure or without neighbours: the page is complete without it.
 */
export function BusinessesAround({ businessId, name }: { businessId: number; name: string }) {
  const { data } = useApi('businessesAround', { params: { businessId }, body: { distance: AROUND_KM } })
  const around = (data?.data ?? []).filter((entry) => entry.id !== businessId).slice(0, SHOWN)
  if (around.length === 0) return null
  return (
    <Card as="section" aria-labelledby="businesses-around-title">
      <h2 id="businesses-around-title">Weitere Betriebe in der Nähe von {name}</h2>
      <ul className="businesses-around">
        {around.map((entry) => (
          <li key={entry.id} className="businesses-around__item">
            <CompanyLogo name={entry.name} url={entry.logo_url} size={40} />
            <span>
              <Link href={businessPagePath(entry.slug)}>{entry.name}</Link>
              <span className="businesses-around__place">
                {entry.city} · {formatDistanceKm(entry.distance_km)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
