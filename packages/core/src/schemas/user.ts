import { z } from 'zod'

/** SPEC §3 notification settings of a user (the trainee's allows_* flags). */
export const NotificationSettings = z
  .object({
    allows_chat_notification: z.boolean(),
    allows_newsletter: z.boolean(),
    allows_application_notification: z.boolean(),
    allows_recommendations: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' })
export type NotificationSettings = z.infer<typeof NotificationSettings>

/** SPEC §3 Trainee, the fields this area owns; its id is the user's id. */
export const UserTrainee = z
  .object({
    id: z.number().int(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    gender: z.string().nullable(),
    birthdate: z.string().nullable(),
    phone_number: z.string().nullable(),
    onboarding_completed: z.boolean(),
    allows_chat_notification: z.boolean(),
    allows_newsletter: z.boolean(),
    allows_application_notification: z.boolean(),
    allows_recommendations: z.boolean(),
    /** A new e-mail address waiting for its confirmation code. */
    temp_email: z.string().nullable(),
  })
  .meta({ id: 'UserTrainee' })
export type UserTrainee = z.infer<typeof UserTrainee>

const ChannelRef = z.object({ slug: z.string() }).nullable()

/** The user's own business, with what SPEC §6 capabilities and the side menu read. */
export const UserBusiness = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
    is_visible: z.boolean(),
    is_job_fair_participant: z.boolean(),
    has_pro_portal: z.boolean(),
    permissions: z.array(z.string()),
    subscription_types: z.array(z.object({ id: z.number().int() })),
    business_sites: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    business_site_slug: z.string().nullable(),
  })
  .meta({ id: 'UserBusiness' })
export type UserBusiness = z.infer<typeof UserBusiness>

export const UserSchool = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    channel: ChannelRef,
    is_minibat_unlocked: z.boolean(),
  })
  .meta({ id: 'UserSchool' })
export type UserSchool = z.infer<typeof UserSchool>

export const UserRegion = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), is_v2: z.boolean(), channel: ChannelRef })
  .meta({ id: 'UserRegion' })
export type UserRegion = z.infer<typeof UserRegion>

/**
 * SPEC §3 User as GET /api/auth/user answers it. The role is the object present (trainee, business,
 * school, region); the account flags come from the server's configuration (SPEC §6).
 */
export const User = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** The role of SPEC §6 (rules/roles.ts userRole): admin, business, school, region or trainee. */
    scope: z.enum(['admin', 'business', 'school', 'region', 'trainee']),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    phone_number: z.string().nullable(),
    email_verified: z.boolean(),
    trainee: UserTrainee.nullable(),
    business: UserBusiness.nullable(),
    school: UserSchool.nullable(),
    region: UserRegion.nullable(),
    permissions: z.array(z.string()),
    one_signal_id: z.string().nullable(),
    business_id: z.number().int().nullable(),
    tutorial_steps: z.array(z.string()),
    ever_liked_job: z.boolean(),
    profile_path: z.string().nullable(),
    notification_settings: NotificationSettings,
    is_admin: z.boolean(),
    is_support: z.boolean(),
    is_dashboard: z.boolean(),
    is_superadmin: z.boolean(),
    /** The admin's user id while an admin is logged in as this user (impersonation), else null. */
    impersonated_by: z.number().int().nullable(),
  })
  .meta({ id: 'User' })
export type User = z.infer<typeof User>

/** SPEC §3 User alias: the mail settings of an account; its id is the user's id. */
export const UserAlias = z
  .object({
    id: z.number().int(),
    email: z.string(),
    is_unread_messages_mail_active: z.boolean(),
    is_job_interest_mail_active: z.boolean(),
  })
  .meta({ id: 'UserAlias' })
export type UserAlias = z.infer<typeof UserAlias>

/** A login answer: the bearer token (SPEC §7 field `token`) and the user. */
export const AuthToken = z.object({ token: z.string(), expires_at: z.string(), user: User }).meta({ id: 'AuthToken' })
export type AuthToken = z.infer<typeof AuthToken>

/** An answer that only confirms, in German. */
export const Confirmation = z.object({ message: z.string() }).meta({ id: 'Confirmation' })
export type Confirmation = z.infer<typeof Confirmation>
