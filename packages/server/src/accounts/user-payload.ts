import { hasProPortal, profilePath, type User, userRole } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { AccountContext } from '../auth/account-context.ts'
import { loadSessionUser } from '../auth/session-user.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/http-error.ts'

const flag = (value: number) => value === 1

/** The SPEC §3 User of GET /api/auth/user and every login answer. */
export async function loadUser(
  { db, config, now }: Pick<AccountContext, 'db' | 'config'> & { now?: () => number },
  userId: number,
  impersonatorId: number | null = null,
): Promise<User> {
  const rule = await loadSessionUser(db, config.accounts, userId, now?.())
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!rule || !row) throw notFound('Dieses Konto gibt es nicht.')
  const [steps, business, school, region] = await Promise.all([
    db.selectFrom('tutorial_steps').select('step').where('user_id', '=', userId).orderBy('created_at').execute(),
    rule.business ? businessOf(db, rule.business.id) : null,
    rule.school
      ? db
          .selectFrom('schools')
          .select(['name', 'is_minibat_unlocked'])
          .where('id', '=', rule.school.id)
          .executeTakeFirst()
      : null,
    rule.region
      ? db.selectFrom('regions').select(['name', 'is_v2']).where('id', '=', rule.region.id).executeTakeFirst()
      : null,
  ])
  const notifications = {
    allows_chat_notification: flag(row.allows_chat_notification),
    allows_newsletter: flag(row.allows_newsletter),
    allows_application_notification: flag(row.allows_application_notification),
    allows_recommendations: flag(row.allows_recommendations),
  }
  const user: User = {
    id: row.id,
    email: row.email,
    scope: userRole(rule) as User['scope'],
    firstname: row.firstname,
    lastname: row.lastname,
    phone_number: row.phone_number,
    email_verified: row.email_verified_at !== null,
    trainee: rule.trainee
      ? {
          id: row.id,
          firstname: row.firstname,
          lastname: row.lastname,
          gender: row.gender,
          birthdate: row.birthdate,
          phone_number: row.phone_number,
          onboarding_completed: flag(row.onboarding_completed),
          ...notifications,
          temp_email: row.temp_email,
        }
      : null,
    // has_pro_portal is the business's flag or the pro portal its permissions bring (bought with premium).
    business:
      rule.business && business
        ? {
            ...business,
            ...pick(rule.business),
            has_pro_portal: hasProPortal({ ...business, permissions: rule.business.permissions }),
          }
        : null,
    school:
      rule.school && school
        ? { ...rule.school, name: school.name, is_minibat_unlocked: flag(school.is_minibat_unlocked) }
        : null,
    region: rule.region && region ? { ...rule.region, name: region.name, is_v2: flag(region.is_v2) } : null,
    permissions: rule.business?.permissions ?? [],
    one_signal_id: row.one_signal_id,
    business_id: row.business_id,
    tutorial_steps: steps.map((s) => s.step),
    ever_liked_job: flag(row.ever_liked_job),
    profile_path: profilePath(rule),
    notification_settings: notifications,
    is_admin: rule.is_admin,
    is_support: rule.is_support,
    is_dashboard: rule.is_dashboard,
    is_superadmin: rule.is_superadmin,
    impersonated_by: impersonatorId,
  }
  return user
}

function pick(business: { id: number; slug: string; permissions: string[]; subscription_types: { id: number }[] }) {
  return {
    id: business.id,
    slug: business.slug,
    permissions: business.permissions,
    subscription_types: business.subscription_types,
  }
}

async function businessOf(db: Kysely<Database>, businessId: number) {
  const [business, sites] = await Promise.all([
    db
      .selectFrom('businesses')
      .select(['name', 'logo_url', 'is_visible', 'is_job_fair_participant', 'has_pro_portal'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('business_sites')
      .select(['id', 'slug', 'name', 'is_main'])
      .where('business_id', '=', businessId)
      .orderBy('is_main', 'desc')
      .orderBy('id')
      .execute(),
  ])
  return {
    name: business.name,
    logo_url: business.logo_url,
    is_visible: flag(business.is_visible),
    is_job_fair_participant: flag(business.is_job_fair_participant),
    has_pro_portal: flag(business.has_pro_portal),
    business_sites: sites.map(({ id, slug, name }) => ({ id, slug, name })),
    business_site_slug: sites[0]?.slug ?? null,
  }
}
