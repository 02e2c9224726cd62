import { API_KEYS_MAX } from '@oabat/core'
import { type ApiKey, contract } from '@oabat/core/contract'
import type { Hono, MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { HttpErrorWithHeaders } from '../auth/http-error-with-headers.ts'
import { randomSecret, sha256 } from '../auth/secret-tokens.ts'
import { bearerToken, type Session } from '../auth/session.ts'
import { loadSessionUser } from '../auth/session-user.ts'
import { ownBusinessRow } from '../business-profile/own-business-row.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

/** Every key starts so; it tells the key apart from a login token (and secret scanners find it). */
export const API_KEY_PREFIX = 'oabat_'
const HINT_LENGTH = API_KEY_PREFIX.length + 4

export const API_KEY_MISSING =
  'Bitte sende Deinen API-Schlüssel im Header „Authorization: Bearer …“. Schlüssel legst Du unter /betrieb/api-schluessel an.'
export const API_KEY_INVALID = 'Dieser API-Schlüssel ist ungültig oder widerrufen.'
export const PRODUCT_REQUIRED =
  'Für die Schnittstelle braucht Dein Unternehmen das Produkt „API-Anbindung“. Du buchst es im Store unter /betrieb/store/feature/api_connection.'
const KEY_MISSING = 'Diesen API-Schlüssel gibt es nicht.'
const KEY_REVOKED = 'Dieser API-Schlüssel ist bereits widerrufen.'
const TOO_MANY_KEYS = `Du kannst höchstens ${API_KEYS_MAX} aktive API-Schlüssel haben. Widerrufe zuerst einen, den Du nicht mehr brauchst.`

declare module 'hono' {
  interface ContextVariableMap {
    /** Resolves the API key of the request (routes with access apiKey): the business's session, or a 401/403/429. */
    lookupApiKey: () => Promise<Session>
  }
}

type Db = Kysely<Database>

/** Whether a business may use the API connection now: bought (running subscription) or granted by the admin. */
async function apiConnectionTypeId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('subscription_type_id')
    .where('slug', '=', 'api_connection')
    .executeTakeFirst()
  return row?.subscription_type_id ?? null
}

async function hasApiConnection(db: Db, typeIds: number[]): Promise<boolean> {
  const typeId = await apiConnectionTypeId(db)
  return typeId !== null && typeIds.includes(typeId)
}

/**
 * The account the API acts as: the key's creator while they still belong to its business, otherwise
 * the business's first account. The job rules (limit, review, permissions) are then the company's own.
 */
async function actingUser(context: AccountContext, key: { business_id: number; created_by: number | null }) {
  const { db, config } = context
  const candidates = await db
    .selectFrom('users')
    .select('id')
    .where('business_id', '=', key.business_id)
    .orderBy('id')
    .limit(1)
    .execute()
  const ids = [...(key.created_by === null ? [] : [key.created_by]), ...candidates.map((row) => row.id)]
  for (const id of ids) {
    const user = await loadSessionUser(db, config.accounts, id, context.now())
    if (user?.business?.id === key.business_id) return user
  }
  return null
}

const invalidKey = () =>
  new HttpErrorWithHeaders(401, API_KEY_INVALID, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })

/**
 * Checks the API key of a request: unknown or revoked 401, too many requests for the key 429 (with
 * Retry-After), without the API connection product 403. Marks the key used.
 */
async function authenticate(context: AccountContext, header: string | undefined): Promise<Session> {
  const { db } = context
  if (!header) throw new HttpErrorWithHeaders(401, API_KEY_MISSING, { 'WWW-Authenticate': 'Bearer' })
  const token = bearerToken(header)
  if (!token?.startsWith(API_KEY_PREFIX)) throw invalidKey()
  const key = await db
    .selectFrom('api_keys')
    .select(['id', 'business_id', 'created_by', 'revoked_at'])
    .where('key_hash', '=', sha256(token))
    .executeTakeFirst()
  if (!key || key.revoked_at !== null) throw invalidKey()
  await limiterOf(context).consume('publicApi', key.id)
  const user = await actingUser(context, key)
  if (!user?.business) throw invalidKey()
  if (
    !(await hasApiConnection(
      db,
      user.business.subscription_types.map((type) => type.id),
    ))
  )
    throw new HttpError(403, PRODUCT_REQUIRED)
  await db
    .updateTable('api_keys')
    .set({ last_used_at: new Date(context.now()).toISOString() })
    .where('id', '=', key.id)
    .execute()
  return { user, tokenId: 0, impersonatorId: null }
}

/** Puts the lazy API key check on the public API's requests (checkAccess calls it for access apiKey). */
export function apiKeyMiddleware(context: AccountContext): MiddlewareHandler {
  return async (c, next) => {
    let pending: Promise<Session> | undefined
    c.set('lookupApiKey', () => {
      pending ??= authenticate(context, c.req.header('authorization'))
      return pending
    })
    await next()
  }
}

function selectKeys(db: Db) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.key_hint',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
      'u.firstname',
      'u.lastname',
    ])
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>['executeTakeFirstOrThrow']>>

function toApiKey(row: KeyRow): ApiKey {
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ')
  return {
    id: row.id,
    name: row.name,
    key_hint: `${row.key_hint}…`,
    created_at: row.created_at,
    created_by: name || null,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  }
}

/**
 * The company's API keys (docs/store.md „API-Anbindung“): listed without the keys, created (only with
 * the product; the key is in that one answer, only its sha256 is stored) and revoked.
 */
export function registerApiKeyRoutes(app: Hono, context: AccountContext): void {
  const { db } = context

  async function keyOf(businessId: number, keyId: number) {
    const row = await selectKeys(db)
      .where('k.id', '=', keyId)
      .where('k.business_id', '=', businessId)
      .executeTakeFirst()
    if (!row) throw notFound(KEY_MISSING)
    return row
  }

  registerRoute(app, contract.apiKeys, async ({ params, session }) => {
    const user = sessionOf(session).user
    const business = await ownBusinessRow(db, user, params.businessId)
    const rows = await selectKeys(db)
      .where('k.business_id', '=', business.id)
      .orderBy('k.created_at', 'desc')
      .orderBy('k.id', 'desc')
      .execute()
    return {
      data: rows.map(toApiKey),
      has_product: await hasApiConnection(db, user.business?.subscription_types.map((type) => type.id) ?? []),
    }
  })

  registerRoute(app, contract.createApiKey, async ({ params, body, session }) => {
    const user = sessionOf(session).user
    const business = await ownBusinessRow(db, user, params.businessId)
    if (!(await hasApiConnection(db, user.business?.subscription_types.map((type) => type.id) ?? [])))
      throw new HttpError(403, PRODUCT_REQUIRED)
    await limiterOf(context).consume('apiKeys', business.id)
    const key = `${API_KEY_PREFIX}${randomSecret()}`
    const nowIso = new Date(context.now()).toISOString()
    const id = await db.transaction().execute(async (trx) => {
      const active = await trx
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', business.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
      if (Number(active.n) >= API_KEYS_MAX) throw new HttpError(422, TOO_MANY_KEYS, { name: [TOO_MANY_KEYS] })
      const inserted = await trx
        .insertInto('api_keys')
        .values({
          business_id: business.id,
          name: body.name,
          key_hash: sha256(key),
          key_hint: key.slice(0, HINT_LENGTH),
          created_by: user.id,
          created_at: nowIso,
          last_used_at: null,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(inserted.id)
    })
    return {
      message: `Der Schlüssel „${body.name}“ ist angelegt. Kopiere ihn jetzt: Er wird nur dieses eine Mal angezeigt.`,
      data: toApiKey(await keyOf(business.id, id)),
      key,
    }
  })

  registerRoute(app, contract.revokeApiKey, async ({ params, session }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const row = await keyOf(business.id, params.apiKeyId)
    if (row.revoked_at !== null) throw new HttpError(409, KEY_REVOKED)
    await db
      .updateTable('api_keys')
      .set({ revoked_at: new Date(context.now()).toISOString() })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .execute()
    return {
      message: `Der Schlüssel „${row.name}“ ist widerrufen und gilt ab sofort nicht mehr.`,
      data: toApiKey(await keyOf(business.id, row.id)),
    }
  })
}
