import type { Kysely, Transaction } from 'kysely'
import { unusablePasswordHash } from '../auth/password-hash.ts'
import type { RateLimiter } from '../auth/rate-limiter.ts'
import { randomSecret, sha256 } from '../auth/secret-tokens.ts'
import { revokeUserTokens } from '../auth/session-tokens.ts'
import { isoAfter, LIFETIMES } from '../auth/token-lifetimes.ts'
import { inviterLabel } from '../business-profile/inviter-label.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import type { Mailer } from '../mail/mailer.ts'
import { invitationLink } from './invitation-link.ts'
import { invitationMail } from './organisation-invitation-mail.ts'
import { CONCURRENT_WRITE, isUniqueViolation } from './unique-violation.ts'

/**
 * The people who run a company or a school account together (SPEC §2 /betrieb/benutzer and
 * /schule/nutzerverwaltung): the list, invitations by mail, sending one again and removing someone.
 * Both organisations work alike; only the column of the membership and the German texts differ.
 */
export type OrganisationKind = 'business' | 'school'

export interface Organisation {
  kind: OrganisationKind
  id: number
  name: string
}

export const ORGANISATION_TEXTS: Record<
  OrganisationKind,
  { notOwn: string; userNotFound: string; colleague: string; removed: string; mailObject: (name: string) => string }
> = {
  business: {
    notOwn: 'Das ist nicht Dein Unternehmen.',
    userNotFound: 'Diese Person gehört nicht zu Eurem Unternehmen.',
    colleague: 'Diese Person verwaltet Euer Unternehmen schon mit.',
    removed: 'Die Person wurde aus Eurem Unternehmen entfernt.',
    mailObject: (name) => `das Unternehmen „${name}“`,
  },
  school: {
    notOwn: 'Das ist nicht Deine Schule.',
    userNotFound: 'Diese Person gehört nicht zu Eurer Schule.',
    colleague: 'Diese Person verwaltet Eure Schule schon mit.',
    removed: 'Die Person wurde aus Eurer Schule entfernt.',
    mailObject: (name) => `die Schule „${name}“`,
  },
}

const NOT_YOURSELF = 'Du kannst Dich nicht selbst entfernen.'
const NOT_PENDING = 'Diese Person hat die Einladung schon angenommen.'
const ADDRESS_TAKEN = 'Für diese E-Mail-Adresse gibt es schon ein Konto.'

type Db = Kysely<Database> | Transaction<Database>

/** The users column that holds the membership. */
const memberColumn = (kind: OrganisationKind) => (kind === 'business' ? 'business_id' : 'school_id')

/** The address a removed account keeps: unique, not deliverable (.invalid), so the real one is free again. */
export function removedAddress(userId: number): string {
  return `entfernt-${userId}@oabat.invalid`
}

/** A person as the list shows it; the invitation is open until the address is confirmed. */
export function organisationUserAnswer(row: {
  id: number
  email: string
  firstname: string | null
  lastname: string | null
  invited_at: string | null
  email_verified_at: string | null
}) {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    invitation_pending: row.invited_at !== null && row.email_verified_at === null,
  }
}

/** The account that already holds an invited address, as far as the inviting organisation may learn about it. */
export interface TakenAccount {
  business_id: number | null
  school_id: number | null
  invited_at: string | null
  email_verified_at: string | null
}

/**
 * Why an address cannot be invited: a colleague still to accept is pointed to „Erneut senden“, an active
 * colleague is named as such; any other account stays a plain „taken“ (nothing about foreign accounts).
 */
export function alreadyTakenMessage(taken: TakenAccount, organisation: Organisation): string {
  if (taken[memberColumn(organisation.kind)] === organisation.id) {
    return taken.invited_at !== null && taken.email_verified_at === null
      ? 'Diese Person ist schon eingeladen. Mit „Erneut senden“ bekommt sie einen neuen Link.'
      : ORGANISATION_TEXTS[organisation.kind].colleague
  }
  return ADDRESS_TAKEN
}

/**
 * The caller's own company or school named in the path, else 403 (also for an unknown id: a caller
 * learns nothing about other organisations).
 */
export async function ownOrganisation(
  db: Db,
  user: { business?: { id: number } | null; school?: { id: number } | null },
  kind: OrganisationKind,
  id: number,
): Promise<Organisation> {
  const notOwn = new HttpError(403, ORGANISATION_TEXTS[kind].notOwn)
  if (user[kind]?.id !== id) throw notOwn
  const row = await db
    .selectFrom(kind === 'business' ? 'businesses' : 'schools')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw notOwn
  return { kind, id: row.id, name: row.name }
}

const USER_COLUMNS = ['id', 'email', 'firstname', 'lastname', 'invited_at', 'email_verified_at'] as const

export async function listOrganisationUsers(db: Db, organisation: Organisation) {
  const users = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(memberColumn(organisation.kind), '=', organisation.id)
    .orderBy('id')
    .execute()
  return users.map(organisationUserAnswer)
}

export interface InvitationServices {
  db: Kysely<Database>
  mailer: Mailer
  limiter: RateLimiter
  publicUrl: string
  now: () => number
}

/** A new set-password link (7 days) for an invited account; only the newest one works. */
async function issueInvitationLink(trx: Transaction<Database>, userId: number, at: number): Promise<string> {
  const token = randomSecret()
  await trx
    .updateTable('password_resets')
    .set({ used_at: new Date(at).toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      created_at: new Date(at).toISOString(),
      expires_at: isoAfter(at, LIFETIMES.activationLink),
      used_at: null,
    })
    .execute()
  return token
}

/**
 * Creates the invited person's account (no usable password) in the organisation and mails the link of
 * /arbeitgeber/einladung, where name and password are set. Account, link and mail are one step: a mail
 * that cannot go out leaves no account behind (503).
 */
export async function inviteOrganisationUser(
  services: InvitationServices,
  inviter: { id: number; email: string },
  organisation: Organisation,
  body: { email: string; firstname?: string | null; lastname?: string | null },
) {
  const { db, mailer, limiter, publicUrl, now } = services
  // Each invitation mails someone else; counted before the address is looked up.
  await limiter.consume('invitations', inviter.id)
  const alreadyTaken = async () => {
    const taken = await db
      .selectFrom('users')
      .select(['business_id', 'school_id', 'invited_at', 'email_verified_at'])
      .where('email', '=', body.email)
      .executeTakeFirst()
    if (!taken) return
    const message = alreadyTakenMessage(taken, organisation)
    throw new HttpError(422, message, { email: [message] })
  }
  await alreadyTaken()
  const passwordHash = await unusablePasswordHash()
  const invitedBy = await inviterLabel(db, inviter)
  const at = now()
  const invite = db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        email: body.email,
        password_hash: passwordHash,
        firstname: body.firstname ?? null,
        lastname: body.lastname ?? null,
        business_id: organisation.kind === 'business' ? organisation.id : null,
        school_id: organisation.kind === 'school' ? organisation.id : null,
        region_id: null,
        is_trainee: 0,
        email_verified_at: null,
        created_at: new Date(at).toISOString(),
        invited_at: new Date(at).toISOString(),
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow()
    const token = await issueInvitationLink(trx, row.id, at)
    // Accepted on /arbeitgeber/einladung (accounts/invitation-routes.ts): name, password, login.
    const link = invitationLink(publicUrl, token, body.email)
    await mailer.send(invitationMail(body.email, organisation, invitedBy, link, body.firstname))
    return row
  })
  // A parallel invitation of the same address won the insert: answer as if this one came second.
  const user = await invite.catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error
    await alreadyTaken()
    throw new HttpError(409, CONCURRENT_WRITE)
  })
  return organisationUserAnswer(user)
}

/**
 * Sends an open invitation again (the link was lost or is older than 7 days). A new link replaces every
 * older one; link and mail are one step, so a mail that cannot go out leaves the old link working (503).
 */
export async function resendOrganisationInvitation(
  services: InvitationServices,
  inviter: { id: number; email: string },
  organisation: Organisation,
  userId: number,
): Promise<{ message: string }> {
  const { db, mailer, limiter, publicUrl, now } = services
  const invited = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'invited_at', 'email_verified_at'])
    .where('id', '=', userId)
    .where(memberColumn(organisation.kind), '=', organisation.id)
    .executeTakeFirst()
  if (!invited) throw notFound(ORGANISATION_TEXTS[organisation.kind].userNotFound)
  if (invited.invited_at === null || invited.email_verified_at !== null) throw new HttpError(422, NOT_PENDING)
  await limiter.consume('invitations', inviter.id)
  const invitedBy = await inviterLabel(db, inviter)
  const at = now()
  await db.transaction().execute(async (trx) => {
    const token = await issueInvitationLink(trx, invited.id, at)
    await trx
      .updateTable('users')
      .set({ invited_at: new Date(at).toISOString() })
      .where('id', '=', invited.id)
      .execute()
    const link = invitationLink(publicUrl, token, invited.email)
    await mailer.send(invitationMail(invited.email, organisation, invitedBy, link, invited.firstname))
  })
  return { message: `Die Einladung an ${invited.email} ist erneut unterwegs.` }
}

/**
 * Removes one of the organisation's people (not oneself). The row is not deleted: its images, videos
 * and chat messages cascade with it (the organisation would lose them). Instead the account is closed
 * for good in one transaction: it leaves the organisation, its sessions end, its password and social
 * logins stop working, and its address is freed for a new invitation.
 */
export async function removeOrganisationUser(
  db: Kysely<Database>,
  now: () => number,
  remover: { id: number },
  organisation: Organisation,
  userId: number,
): Promise<{ message: string }> {
  if (remover.id === userId) throw new HttpError(422, NOT_YOURSELF)
  const passwordHash = await unusablePasswordHash()
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('users')
      .set({
        business_id: null,
        school_id: null,
        email: removedAddress(userId),
        password_hash: passwordHash,
        phone_number: null,
        one_signal_id: null,
        temp_email: null,
      })
      .where('id', '=', userId)
      .where(memberColumn(organisation.kind), '=', organisation.id)
      .executeTakeFirst()
    if (Number(closed.numUpdatedRows) !== 1) throw notFound(ORGANISATION_TEXTS[organisation.kind].userNotFound)
    await revokeUserTokens(trx, userId, now())
    await trx.deleteFrom('social_accounts').where('user_id', '=', userId).execute()
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute()
    await trx.deleteFrom('user_aliases').where('user_id', '=', userId).execute()
  })
  return { message: ORGANISATION_TEXTS[organisation.kind].removed }
}
