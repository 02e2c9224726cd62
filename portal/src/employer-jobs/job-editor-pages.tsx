import {
  canCreateJob,
  canOpenJobEditor,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobTypeId,
  jobCreateLink,
  type OwnJob,
  type User,
} from '@oabat/core'
import { buttonClassName, Card, Notice } from '@oabat/ui'
import { Link, Redirect, useSearch } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { InternshipWeeksEditor } from '../company-pages/internship-weeks-editor.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { draftFromJob, type EditorVersion, emptyDraft } from './job-draft.ts'
import { JobEditor } from './job-editor.tsx'
import { legacyEditorPath, overviewPath } from './paths.ts'

const EMPTY = {}
type Business = NonNullable<User['business']>

function typeOf(value: string | null): JobTypeId | null {
  const n = Number(value)
  return n === 1 || n === 2 || n === 3 ? n : null
}

const NEW_TITLES: Record<JobTypeId, string> = {
  1: 'Neue Ausbildungsstelle',
  2: 'Neuer Praktikumsplatz',
  3: 'Neue Stelle',
}

/** The link that creates a job of a type for this user: new editor where allowed, else the legacy one. */
export function createLinkFor(user: User, business: Business, type: JobTypeId): string | null {
  return jobCreateLink(user, type) ?? (canCreateJob(user, type, 1) ? legacyEditorPath(business.slug, { type }) : null)
}

/** No (valid) type in the query: the company picks what it offers. */
function TypeChoice({ user, business }: { user: User; business: Business }) {
  const types = [JOB_TYPES.apprenticeship, JOB_TYPES.traineeship, JOB_TYPES.job] as JobTypeId[]
  return (
    <AreaPage eyebrow="Unsere Berufe" title="Was möchtet Ihr anbieten?">
      <div className="area-page__grid">
        {types.map((type) => {
          const href = createLinkFor(user, business, type)
          return (
            <Card key={type} as="section" className="area-card">
              <h2>{JOB_TYPE_LABELS[type]}</h2>
              {href ? (
                <Link href={href} className={buttonClassName({ design: 'primary' })}>
                  {JOB_TYPE_LABELS[type]} anlegen
                </Link>
              ) : (
                <p className="area-card__muted">Für Euren Betrieb noch nicht freigeschaltet.</p>
              )}
            </Card>
          )
        })}
      </div>
    </AreaPage>
  )
}

function NotAllowed({ business, type }: { business: Business; type: JobTypeId }) {
  return (
    <AreaPage eyebrow="Unsere Berufe" title={NEW_TITLES[type]}>
      <Notice tone="error" title="Diese Art von Stelle ist für Euren Betrieb nicht freigeschaltet.">
        <p>
          Stellen der Art „{JOB_TYPE_LABELS[type]}“ kann Euer Betrieb noch nicht anlegen. Schreibt uns, wenn Ihr sie
          nutzen möchtet.
        </p>
        <p>
          <Link href={overviewPath(business.slug)}>Zurück zu Unseren Berufen</Link>
        </p>
      </Notice>
    </AreaPage>
  )
}

function NewJob({ version }: { version: EditorVersion }) {
  const { user } = useAuth()
  const type = typeOf(new URLSearchParams(useSearch()).get('type'))
  const business = user?.business
  // The business guard ran first; this only satisfies the types.
  if (!user || !business) return null
  if (!type) return <TypeChoice user={user} business={business} />
  if (!canCreateJob(user, type, version)) return <NotAllowed business={business} type={type} />
  const initial = { ...emptyDraft(type, version), businessSiteId: mainSiteId(business) }
  return (
    <AreaPage eyebrow="Unsere Berufe" title={NEW_TITLES[type]}>
      <JobEditor key={`${version}:${type}`} user={user} business={business} initial={initial} />
    </AreaPage>
  )
}

function mainSiteId(business: Business): number | null {
  return business.business_sites[0]?.id ?? null
}

/** The company's own job by slug (GET /api/v2/jobs lists every status of the own company). */
function useOwnJob(slug: string | null) {
  const answer = useApi('ownJobs', slug ? EMPTY : null)
  const job = answer.data?.data.find((candidate) => candidate.slug === slug) ?? null
  return { ...answer, job }
}

function JobNotFound({ business }: { business: Business }) {
  return (
    <AreaPage eyebrow="Unsere Berufe" title="Stelle nicht gefunden">
      <Notice tone="error" title="Diese Stelle gibt es bei Eurem Betrieb nicht (mehr).">
        <p>
          <Link href={overviewPath(business.slug)}>Zu Unseren Berufen</Link>
        </p>
      </Notice>
    </AreaPage>
  )
}

function ExistingJob({ slug, version }: { slug: string; version: EditorVersion }) {
  const { user } = useAuth()
  const { job, data, error, mutate } = useOwnJob(slug)
  const business = user?.business
  if (!user || !business) return null
  if (error) return <LoadError subject="Die Stelle" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={10} label="Stelle wird geladen …" />
  if (!job) return <JobNotFound business={business} />
  // SPEC §4/§6: older jobs of types 1 and 2 open only in the legacy editor.
  if (version === 2 && !canOpenJobEditor(job))
    return <Redirect to={legacyEditorPath(business.slug, { job: slug })} replace />
  return <EditFrame user={user} business={business} job={job} version={version} />
}

function EditFrame({
  user,
  business,
  job,
  version,
}: {
  user: User
  business: Business
  job: OwnJob
  version: EditorVersion
}) {
  // A type-3 job of version 1 becomes version 2 on its first save in the new editor (docs/employer.md).
  const initial = draftFromJob(job, version)
  const rejected = job.status === 'draft' && job.review?.status === 'rejected'
  return (
    <AreaPage eyebrow="Unsere Berufe" title={`„${job.name}“ bearbeiten`}>
      {rejected && (
        <Notice tone="error" title="Unser Team hat die Veröffentlichung abgelehnt.">
          <p>{job.review?.comment ? `Begründung: ${job.review.comment}` : 'Ohne Begründung.'}</p>
          <p>Passe die Stelle an und reiche sie erneut zur Prüfung ein.</p>
        </Notice>
      )}
      <JobEditor key={job.id} user={user} business={business} initial={initial} />
      {job.type_id === JOB_TYPES.traineeship && (
        <InternshipWeeksEditor businessSlug={business.slug} jobSlug={job.slug} />
      )}
    </AreaPage>
  )
}

/** SPEC §2 /betrieb/job/erstellen?type=N: the new editor (version 2); the business guard sent others away. */
export function NewJobEditorPage() {
  return <NewJob version={2} />
}

/**
 * SPEC §2 /betriebe/{slug}/jobs/erstellen?type=N: the legacy editor (version 1). With `?job={jobSlug}`
 * it edits that job — SPEC names no page for editing old jobs, and they cannot open in the new editor.
 */
export function LegacyJobEditorPage() {
  const job = new URLSearchParams(useSearch()).get('job')
  return job ? <ExistingJob key={job} slug={job} version={1} /> : <NewJob version={1} />
}

/** SPEC §2 /betrieb/job/{slug?}/bearbeiten: the new editor for a job SPEC §4 gives an edit link. */
export function EditJobPage({ slug }: { slug: string | undefined }) {
  const { user } = useAuth()
  if (!user?.business) return null
  if (!slug) return <Redirect to={overviewPath(user.business.slug)} replace />
  return <ExistingJob key={slug} slug={slug} version={2} />
}
