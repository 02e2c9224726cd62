import { randomBytes } from 'node:crypto'
import { customDomainProblem, hostWithoutPort, normalizeCustomDomain } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import {
  type DomainOwner,
  findOwnDomain,
  ownerColumn,
  ownerHasProPortal,
  servedOwnerOfHost,
  toCustomDomain,
} from './domain-store.ts'
import { defaultDomainVerification, verifyDomain } from './domain-verification.ts'

const NO_PRO_PORTAL =
  'Eine eigene Domain gehört zum Pro-Portal, das in Premium enthalten ist. Buche Premium im Store oder wende Dich an das oabat Team.'
const NO_DOMAIN = 'Du hast noch keine eigene Domain eingetragen.'
const DOMAIN_TAKEN = 'Diese Domain ist schon vergeben.'
const NOT_ALLOWED = 'Diese Domain ist hier nicht freigeschaltet.'

/** The company or region the caller acts for. */
function ownerOf(user: SessionUser): DomainOwner {
  if (user.business) return { kind: 'business', id: user.business.id }
  if (user.region) return { kind: 'region', id: user.region.id }
  throw new HttpError(403, 'Eine eigene Domain legen Unternehmen und Regionen fest.')
}

const newToken = () => randomBytes(16).toString('hex')

export function registerCustomDomainRoutes(app: Hono, context: AppContext): void {
  const { db, config } = context
  const now = context.now ?? Date.now
  const timestamp = () => new Date(now()).toISOString()
  const verification = context.domainVerification ?? defaultDomainVerification()
  const limiter = limiterOf(context)
  const portalHost = hostWithoutPort(new URL(config.publicUrl).host)

  const proOwner = async (user: SessionUser) => {
    const owner = ownerOf(user)
    if (!(await ownerHasProPortal(db, owner, timestamp()))) throw new HttpError(403, NO_PRO_PORTAL)
    return owner
  }

  const invalidDomain = (message: string): never => {
    throw new HttpError(422, 'Die Eingaben sind ungültig.', { domain: [message] })
  }

  // The reverse proxy's question before it asks for a certificate (Caddy on_demand_tls ask).
  registerRoute(app, contract.customDomainAllowed, async ({ query }) => {
    const domain = normalizeCustomDomain(query.domain)
    // What cannot be a domain (also NUL bytes, which PostgreSQL refuses) is simply not allowed.
    if (customDomainProblem(domain)) throw notFound(NOT_ALLOWED)
    const served = await servedOwnerOfHost(db, domain, timestamp())
    if (!served) throw notFound(NOT_ALLOWED)
    return { data: { domain: served.row.domain } }
  })

  registerRoute(app, contract.customDomain, async ({ session }) => {
    const row = await findOwnDomain(db, ownerOf(sessionOf(session).user))
    return { data: row ? toCustomDomain(row) : null }
  })

  registerRoute(app, contract.saveCustomDomain, async ({ body, session }) => {
    const owner = await proOwner(sessionOf(session).user)
    const domain = body.domain
    if (domain === portalHost) invalidDomain('Das ist die Adresse von oabat selbst.')
    const current = await findOwnDomain(db, owner)
    // The same domain again keeps its token and its verification.
    if (current?.domain === domain) return { data: toCustomDomain(current) }
    const taken = await db.selectFrom('custom_domains').select('id').where('domain', '=', domain).executeTakeFirst()
    if (taken) invalidDomain(DOMAIN_TAKEN)
    const at = timestamp()
    const values = {
      domain,
      token: newToken(),
      verified_at: null,
      last_checked_at: null,
      last_error: null,
      updated_at: at,
    }
    try {
      if (current) {
        await db.updateTable('custom_domains').set(values).where('id', '=', current.id).execute()
      } else {
        await db
          .insertInto('custom_domains')
          .values({
            ...values,
            business_id: owner.kind === 'business' ? owner.id : null,
            region_id: owner.kind === 'region' ? owner.id : null,
            created_at: at,
          })
          .execute()
      }
    } catch (error) {
      if (isUniqueViolation(error)) invalidDomain(DOMAIN_TAKEN)
      throw error
    }
    const saved = await findOwnDomain(db, owner)
    if (!saved) throw notFound(NO_DOMAIN)
    return { data: toCustomDomain(saved) }
  })

  registerRoute(app, contract.verifyCustomDomain, async ({ session }) => {
    const user = sessionOf(session).user
    const owner = ownerOf(user)
    const row = await findOwnDomain(db, owner)
    if (!row) throw notFound(NO_DOMAIN)
    // A domain set while the pro portal ran is checked only while it still runs.
    await proOwner(user)
    // Each check asks DNS and fetches from the domain: limited per account (docs/abuse-limits.md).
    await limiter.consume('customDomainChecks', String(user.id))
    const result = await verifyDomain(verification, row.domain, row.token)
    const at = timestamp()
    await db
      .updateTable('custom_domains')
      .set(
        result.ok
          ? { verified_at: row.verified_at ?? at, last_checked_at: at, last_error: null, updated_at: at }
          : { last_checked_at: at, last_error: result.error, updated_at: at },
      )
      .where('id', '=', row.id)
      .execute()
    if (!result.ok) throw new HttpError(422, result.error)
    const saved = await findOwnDomain(db, owner)
    if (!saved) throw notFound(NO_DOMAIN)
    return { data: toCustomDomain(saved) }
  })

  registerRoute(app, contract.deleteCustomDomain, async ({ session }) => {
    const owner = ownerOf(sessionOf(session).user)
    const deleted = await db.deleteFrom('custom_domains').where(ownerColumn(owner), '=', owner.id).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) throw notFound(NO_DOMAIN)
    return null
  })
}
