import { businessPagePath, JOB_TYPE_LABELS, jobPagePath, type User } from '@oabat/core'
import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { AreaPage } from './area-page.tsx'

/** The business's published jobs, from its public page data (GET /api/v2/business/{slug}). */
function PublishedJobs({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('business', { params: { idOrSlug: slug } })
  if (error) return <LoadError subject="Eure Stellen" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={3} label="Stellen werden geladen …" />
  const jobs = data.data.jobs
  if (jobs.length === 0) return <p className="area-card__muted">Noch keine Stelle veröffentlicht.</p>
  return (
    <ul className="area-card__list">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link href={jobPagePath(slug, job.slug)}>{job.name}</Link>{' '}
          <span className="area-card__muted">
            · {JOB_TYPE_LABELS[job.type_id]} in {job.city}
          </span>
        </li>
      ))}
    </ul>
  )
}

function BusinessArea({ user, business }: { user: User; business: NonNullable<User['business']> }) {
  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title={`Willkommen, ${user.firstname || business.name}!`}
      intro={`Hier verwaltest Du ${business.name} auf oabat.`}
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="business-profile-title">
          <h2 id="business-profile-title">Euer Profil</h2>
          <p className={business.is_visible ? 'area-status area-status--ok' : 'area-status'}>
            {business.is_visible ? 'Öffentlich sichtbar' : 'Noch nicht öffentlich sichtbar'}
          </p>
          <p>
            <Link href={businessPagePath(business.slug)}>So sehen Schülerinnen und Schüler Euer Profil</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="business-sites-title">
          <h2 id="business-sites-title">{business.business_sites.length === 1 ? 'Euer Standort' : 'Eure Standorte'}</h2>
          <ul className="area-card__list">
            {business.business_sites.map((site) => (
              <li key={site.id}>{site.name}</li>
            ))}
          </ul>
          {business.is_job_fair_participant && <p className="area-card__muted">Ihr nehmt an einer Messe teil.</p>}
        </Card>
      </div>
      <Card as="section" className="area-card" aria-labelledby="business-jobs-title">
        <h2 id="business-jobs-title">Eure veröffentlichten Stellen</h2>
        <PublishedJobs slug={business.slug} />
      </Card>
    </AreaPage>
  )
}

/** SPEC §2 /betrieb, the entry page of the employer area: a welcome with the business's name and its real data. */
export function BusinessAreaPage() {
  const { user } = useAuth()
  // The business guard runs first; this only satisfies the types.
  if (!user?.business) return null
  return <BusinessArea user={user} business={user.business} />
}
