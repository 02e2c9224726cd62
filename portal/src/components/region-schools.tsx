import type { Region, SchoolSummary } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatKm } from './format.ts'
import { LoadError } from './load-error.tsx'
import { Skeleton } from './skeleton.tsx'
import './region-schools.css'

/** The nearest schools asked for; the server loads the same (web/listing-page-data.ts loadRegionSchools). */
const REGION_SCHOOLS_LIMIT = 50

/** The schools within a region's radius, nearest first, each linking to /schule/{slug} (region page, schools block). */
export function RegionSchools({ region }: { region: Region }) {
  const { data, error, mutate } = useApi('searchSchool', {
    query: { latitude: region.latitude, longitude: region.longitude, limit: REGION_SCHOOLS_LIMIT },
  })
  if (error) return <LoadError subject="Die Liste der Schulen" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={4} label="Schulen werden geladen …" />
  const schools = data.data.filter((school) => (school.distance_km ?? 0) <= region.radius_km)
  if (schools.length === 0) {
    return (
      <p className="result-empty" role="status">
        Noch keine Schulen in der Region {region.name}.
      </p>
    )
  }
  return <SchoolCards schools={schools} distanceFrom="vom Zentrum" />
}

/** School cards linking to /schule/{slug}: type, town and distance (region pages, the school search). */
export function SchoolCards({ schools, distanceFrom }: { schools: SchoolSummary[]; distanceFrom: string }) {
  return (
    <ul className="region-schools">
      {schools.map((school) => (
        <li key={school.id} className="result-card">
          <div className="result-card__body">
            <h3 className="result-card__title">
              <Link href={school.url}>{school.name}</Link>
            </h3>
            <p className="result-card__meta">
              {school.type} · {school.city}
              {school.distance_km !== null ? ` · ${formatKm(school.distance_km)} ${distanceFrom}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
