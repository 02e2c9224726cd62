import { type Business, type BusinessSite, type JobV2, jobPagePath, type User } from '@oabat/core'
import { buttonClassName, Notice } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { JobDetails } from '../pages/job-page.tsx'
import { loadPreview } from './draft-storage.ts'
import { contentBlocksOf, type JobDraft, linesOf } from './job-draft.ts'
import { overviewPath } from './paths.ts'
import './employer-jobs.css'

function numberOrNull(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) ? value : null
}

/** The draft as the public job page gets a job from GET /api/v2/jobs/{slug}. */
export function previewJob(draft: JobDraft, business: Business): JobV2 {
  const site: BusinessSite | undefined =
    business.business_sites.find((candidate) => candidate.id === draft.businessSiteId) ?? business.business_sites[0]
  const slug = draft.jobSlug ?? 'vorschau'
  const now = new Date().toISOString()
  return {
    id: draft.jobId ?? 0,
    slug,
    name: draft.name.trim() || 'Ohne Titel',
    type_id: draft.typeId,
    category: draft.category || null,
    business: { id: business.id, slug: business.slug, name: business.name, logo_url: business.logo_url },
    city: site?.city ?? '',
    postal_code: site?.postal_code ?? null,
    latitude: site?.latitude ?? 0,
    longitude: site?.longitude ?? 0,
    start_date: draft.startDate || null,
    published_at: now,
    url: jobPagePath(business.slug, slug),
    description: draft.description.trim(),
    tasks: linesOf(draft.tasks),
    requirements: linesOf(draft.requirements),
    benefits: linesOf(draft.benefits),
    duration_months: numberOrNull(draft.durationMonths),
    positions: numberOrNull(draft.positions) ?? 1,
    graduation: draft.graduation || null,
    version: draft.version,
    business_site: site ?? {
      id: 0,
      slug: '',
      name: business.name,
      street: null,
      postal_code: null,
      city: '',
      latitude: 0,
      longitude: 0,
      location_slug: null,
      is_main: true,
    },
    is_liked: false,
    updated_at: now,
    content_blocks: draft.version === 2 ? contentBlocksOf(draft) : [],
  }
}

function Preview({ business }: { business: NonNullable<User['business']> }) {
  const entry = loadPreview()
  const { data, error, mutate } = useApi('business', { params: { idOrSlug: business.slug } })
  if (!entry) {
    return (
      <AreaPage eyebrow="Unsere Berufe" title="Vorschau">
        <Notice tone="info" title="Es gibt noch nichts zu zeigen.">
          <p>Öffne die Vorschau aus dem Editor einer Stelle.</p>
          <p>
            <Link href={overviewPath(business.slug)}>Zu Unseren Berufen</Link>
          </p>
        </Notice>
      </AreaPage>
    )
  }
  return (
    <div className="job-preview">
      <section className="job-preview__bar" aria-label="Vorschau">
        <p>
          <strong>Vorschau:</strong> So sehen Schülerinnen und Schüler diese Stelle. Sie ist noch nicht gespeichert.
        </p>
        <Link href={entry.editorPath} className={buttonClassName({ design: 'primary' })}>
          Zurück zum Bearbeiten
        </Link>
      </section>
      {error ? (
        <LoadError subject="Euer Betrieb" error={error} onRetry={() => mutate()} />
      ) : !data ? (
        <Skeleton lines={8} label="Vorschau wird geladen …" />
      ) : (
        <JobDetails job={previewJob(entry.draft, data.data)} preview />
      )}
    </div>
  )
}

/** SPEC §2 /betrieb/job/vorschau: the job being edited, exactly as the public job page shows it. */
export function JobPreviewPage() {
  const { user } = useAuth()
  if (!user?.business) return null
  return <Preview business={user.business} />
}
