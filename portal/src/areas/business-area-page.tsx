import {
  businessPagePath,
  hasBusinessPermission,
  JOB_TYPE_LABELS,
  jobPagePath,
  TUTORIAL_STEPS,
  type User,
} from '@oabat/core'
import { Card, Notice } from '@oabat/ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { ProfileStatus } from '../business-profile/profile-status.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { EmbedCodes } from '../embeds/embed-codes.tsx'
import { postEditorPath } from '../posts/post-paths.ts'
import { AreaPage } from './area-page.tsx'
import { FirstStepsCard } from './first-steps-card.tsx'

const NO_QUERY = {}

/** Said when nothing is published yet: a job just submitted is waiting for review, not lost. */
function PendingNote() {
  const { data } = useApi('ownJobs', NO_QUERY)
  const pending = data?.data.filter((job) => job.status === 'pending').length ?? 0
  if (pending === 0) return null
  return (
    <p className="area-card__muted">
      {pending === 1 ? '1 Stelle wartet' : `${pending} Stellen warten`} auf die Prüfung durch unser Team.
    </p>
  )
}

/** The business's published jobs, from its public page data (GET /api/v2/business/{slug}). */
function PublishedJobs({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('business', { params: { idOrSlug: slug } })
  if (error) return <LoadError subject="Eure Stellen" plural error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={3} label="Stellen werden geladen …" />
  const jobs = data.data.jobs
  if (jobs.length === 0)
    return (
      <>
        <p className="area-card__muted">Noch keine Stelle veröffentlicht.</p>
        <PendingNote />
      </>
    )
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

/** How many pupils marked the company as favourite (docs/ratings.md); never who. */
function FavouriteCount({ businessId }: { businessId: number }) {
  const { data } = useApi('businessLikeCount', { params: { businessId } })
  if (!data) return null
  return (
    <p className="area-card__muted">
      {data.likes === 1
        ? '1 Schülerin oder Schüler hat Euch als Favorit gemerkt.'
        : `${data.likes} Schülerinnen und Schüler haben Euch als Favorit gemerkt.`}
    </p>
  )
}

/** Said where the „Erste Schritte“ card was, and focused, so keyboard users do not lose their place. */
function FirstStepsFinished() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone="success" title="Erste Schritte abgeschlossen">
        „Standorte“ und „Benutzerverwaltung“ findet Ihr ab jetzt im Menü.
      </Notice>
    </div>
  )
}

function BusinessArea({ user, business }: { user: User; business: NonNullable<User['business']> }) {
  const [justFinished, setJustFinished] = useState(false)
  const firstStepsOpen = !user.tutorial_steps.includes(TUTORIAL_STEPS.firstSteps)
  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title={`Willkommen, ${user.firstname || business.name}!`}
      intro={`Hier verwaltest Du ${business.name} auf oabat.`}
    >
      {firstStepsOpen && <FirstStepsCard user={user} business={business} onFinished={() => setJustFinished(true)} />}
      {justFinished && !firstStepsOpen && <FirstStepsFinished />}
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="business-profile-title">
          <h2 id="business-profile-title">Euer Profil</h2>
          <ProfileStatus slug={business.slug} isVisible={business.is_visible} />
          <FavouriteCount businessId={business.id} />
          <p>
            <Link href={`${businessPagePath(business.slug)}/bearbeiten`}>Profil bearbeiten</Link>
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
          <p>
            <Link href="/betrieb/standorte">Standorte verwalten</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="business-network-title">
          <h2 id="business-network-title">Schulnetzwerk</h2>
          <p className="area-card__muted">
            Arbeitet mit Schulen zusammen: Schulen nehmen Euch in ihr Firmennetzwerk auf, Ihr zeigt, was Ihr anbietet.
          </p>
          <p>
            <Link href="/betriebe/schulnetzwerk">
              {user.tutorial_steps.includes(TUTORIAL_STEPS.schoolNetwork)
                ? 'Zum Schulnetzwerk'
                : 'Schulnetzwerk kennenlernen'}
            </Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="business-posts-title">
          <h2 id="business-posts-title">Neuigkeiten</h2>
          <p className="area-card__muted">Erzählt, was bei Euch los ist: Beiträge erscheinen unter Neuigkeiten.</p>
          <p>
            <Link href={postEditorPath(business.slug)}>Beitrag schreiben oder bearbeiten</Link>
          </p>
          <p>
            <Link href="/artikel/erstellen">Artikel schreiben und zur Veröffentlichung anfragen</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="business-events-title">
          <h2 id="business-events-title">Events</h2>
          {/* SPEC §6 editEvents: only the region or school that owns a channel writes its events. */}
          <p className="area-card__muted">
            Events legen die Regionen und Schulen an, in deren Channels Ihr seid. Jedes neue bekommt Ihr als „Neues
            Event“ in Euren Nachrichten.
          </p>
          <p>
            <Link href="/betrieb/channels">Eure Channels ansehen</Link>
          </p>
          <p>
            <Link href={postEditorPath(business.slug)}>
              Eigenen Termin wie einen Tag der offenen Tür als Beitrag ankündigen
            </Link>
          </p>
        </Card>
      </div>
      <Card as="section" className="area-card" aria-labelledby="business-jobs-title">
        <h2 id="business-jobs-title">Eure veröffentlichten Stellen</h2>
        <PublishedJobs slug={business.slug} />
        <p>
          <Link href={`/betriebe/${encodeURIComponent(business.slug)}/jobs/uebersicht`}>
            Unsere Berufe: Stellen anlegen, bearbeiten und veröffentlichen
          </Link>
        </p>
      </Card>
      <EmbedCodes businessSlug={business.slug} einblick={hasBusinessPermission(user, 'job_einblick')} />
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
