import { CUSTOM_DOMAIN_FILE_PATH, CUSTOM_DOMAIN_TXT_PREFIX } from '@oabat/core'
import type { CustomDomain } from '@oabat/core/contract'
import type { Kysely, Selectable } from 'kysely'
import type { CustomDomainsTable, Database } from '../db/schema.ts'
import { businessHasProPortal } from '../store/pro-portal.ts'

/** Whose career site a custom domain serves: a company or a region. */
export type DomainOwner = { kind: 'business'; id: number } | { kind: 'region'; id: number }

export type CustomDomainRow = Selectable<CustomDomainsTable>

/**
 * Whether the owner may have a custom domain: a company with the pro portal (store/pro-portal.ts: the flag
 * has_pro_portal, the permission pro_portal, or a running premium subscription); every region (SPEC has no
 * pro portal flag for regions: their area is the pro portal, docs/custom-domain.md).
 */
export async function ownerHasProPortal(db: Kysely<Database>, owner: DomainOwner, nowIso: string): Promise<boolean> {
  if (owner.kind === 'region') {
    return (await db.selectFrom('regions').select('id').where('id', '=', owner.id).executeTakeFirst()) !== undefined
  }
  return await businessHasProPortal(db, owner.id, nowIso)
}

export function ownerColumn(owner: DomainOwner): 'business_id' | 'region_id' {
  return owner.kind === 'business' ? 'business_id' : 'region_id'
}

export function findOwnDomain(db: Kysely<Database>, owner: DomainOwner): Promise<CustomDomainRow | undefined> {
  return db.selectFrom('custom_domains').selectAll().where(ownerColumn(owner), '=', owner.id).executeTakeFirst()
}

export function ownerOfRow(row: CustomDomainRow): DomainOwner | null {
  if (row.business_id !== null) return { kind: 'business', id: row.business_id }
  if (row.region_id !== null) return { kind: 'region', id: row.region_id }
  return null
}

/**
 * The owner a request's host serves: only a verified domain whose owner still has the pro portal.
 * Everything else (unknown, unverified, pro portal ended) is no custom domain at all.
 */
export async function servedOwnerOfHost(
  db: Kysely<Database>,
  host: string,
  nowIso: string,
): Promise<{ row: CustomDomainRow; owner: DomainOwner } | null> {
  if (!host) return null
  const row = await db
    .selectFrom('custom_domains')
    .selectAll()
    .where('domain', '=', host)
    .where('verified_at', 'is not', null)
    .executeTakeFirst()
  const owner = row ? ownerOfRow(row) : null
  if (!row || !owner || !(await ownerHasProPortal(db, owner, nowIso))) return null
  return { row, owner }
}

/** The row as its owner sees it in the API. */
export function toCustomDomain(row: CustomDomainRow): CustomDomain {
  return {
    domain: row.domain,
    status: row.verified_at ? 'verified' : 'pending',
    txt_record: `${CUSTOM_DOMAIN_TXT_PREFIX}${row.token}`,
    file_url: `http://${row.domain}${CUSTOM_DOMAIN_FILE_PATH}`,
    verified_at: row.verified_at,
    last_checked_at: row.last_checked_at,
    last_error: row.last_error,
    site_url: `https://${row.domain}/`,
  }
}
