import type { RuleUser } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely, Selectable } from 'kysely'
import type { AppContext } from '../app-context.ts'
import { profileFields } from '../business-profile/profile-fields.ts'
import type { BusinessesTable, Database } from '../db/schema.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import { sitesWhere } from '../jobs/queries.ts'
import { withoutBusinessId } from '../jobs/routes.ts'
import { businessHasProPortal } from '../store/pro-portal.ts'

const BUSINESS_NOT_FOUND = 'Dieses Unternehmen gibt es nicht.'
/** A business page lists at most this many jobs; the job list widget pages through the rest. */
const JOBS_ON_BUSINESS = 100

function publishedJobsOf(db: Kysely<Database>) {
  return selectJobSummaries(db)
    .where('j.status', '=', 'published')
    .orderBy('j.published_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(JOBS_ON_BUSINESS)
}

/** A business as GET /api/v2/business/{id or slug} answers it; the own company also gets its completeness. */
export async function businessAnswer(
  db: Kysely<Database>,
  business: Selectable<BusinessesTable>,
  viewer: RuleUser | null,
  nowIso: string,
) {
  const [sites, jobs, count, profile, proPortal] = await Promise.all([
    sitesWhere(db, (q) => q.where('s.business_id', '=', business.id)),
    publishedJobsOf(db).where('j.business_id', '=', business.id).execute(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', business.id)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
    profileFields(db, business, viewer),
    businessHasProPortal(db, business.id, nowIso),
  ])
  const hasContact = business.contact_firstname && business.contact_lastname
  return {
    id: business.id,
    slug: business.slug,
    name: business.name,
    logo_url: business.logo_url,
    motto: business.motto,
    about_us: business.about_us,
    website: business.website,
    employees: business.employees,
    is_visible: business.is_visible === 1,
    is_job_fair_participant: business.is_job_fair_participant === 1,
    // The flag, the granted permission or a running premium subscription (store/pro-portal.ts).
    has_pro_portal: proPortal,
    business_sites: sites.map(withoutBusinessId),
    business_site_slug: sites[0]?.slug ?? null,
    jobs_count: Number(count.n),
    jobs: jobs.map((row) => toJobSummary(row, null)),
    ...profile,
    // Seeded and newly registered businesses carry their contact in their own columns until a contact person is saved.
    public_contact_person:
      profile.public_contact_person ??
      (hasContact
        ? {
            firstname: business.contact_firstname ?? '',
            lastname: business.contact_lastname ?? '',
            gender: business.contact_gender,
            profile_picture: null,
          }
        : null),
  }
}

export function registerBusinessRoutes(app: Hono, { db, now = Date.now }: AppContext): void {
  registerRoute(app, contract.business, async ({ params, session }) => {
    const isId = /^\d{1,12}$/.test(params.idOrSlug)
    const business = await db
      .selectFrom('businesses')
      .selectAll()
      .where(isId ? 'id' : 'slug', '=', isId ? Number(params.idOrSlug) : params.idOrSlug)
      .where('is_visible', '=', 1)
      .executeTakeFirst()
    if (!business) throw notFound(BUSINESS_NOT_FOUND)
    return { data: await businessAnswer(db, business, session?.user ?? null, new Date(now()).toISOString()) }
  })

  registerRoute(app, contract.businessSite, async ({ params }) => {
    const [site] = await sitesWhere(db, (q) => q.where('s.slug', '=', params.slug))
    if (!site) throw notFound('Diesen Standort gibt es nicht.')
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug', 'name', 'logo_url'])
      .where('id', '=', site.business_id)
      .where('is_visible', '=', 1)
      .executeTakeFirst()
    if (!business) throw notFound('Diesen Standort gibt es nicht.')
    const jobs = await publishedJobsOf(db).where('j.business_site_id', '=', site.id).execute()
    return {
      data: { ...withoutBusinessId(site), business, jobs: jobs.map((row) => toJobSummary(row, null)) },
    }
  })
}
