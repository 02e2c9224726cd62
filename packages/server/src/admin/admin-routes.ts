import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { loadRegions } from '../listings/listing-mappers.ts'
import { listAdminBusinesses, loadAdminBusinessRows } from './business-list.ts'
import { listAdminSchools } from './school-list.ts'

/** How many entries of the impersonation log /admin/uebersicht shows. */
const IMPERSONATIONS_SHOWN = 20

const fullName = (row: { firstname: string | null; lastname: string | null; email: string }) =>
  [row.firstname, row.lastname].filter(Boolean).join(' ') || row.email

/** The admin area's calls (issue 17, docs/admin.md); every one is the admin's only (contract access). */
export function registerAdminRoutes(app: Hono, context: AppContext): void {
  const { db } = context
  const now = context.now ?? Date.now

  registerRoute(app, contract.adminBusinesses, ({ query }) => listAdminBusinesses(db, query))

  registerRoute(app, contract.setBusinessVisibility, async ({ params, body }) => {
    const result = await db
      .updateTable('businesses')
      .set({ is_visible: body.is_visible ? 1 : 0, updated_at: new Date(now()).toISOString() })
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw notFound('Dieses Unternehmen gibt es nicht.')
    // Searches and listings show visible companies only: their cached answers are stale now.
    context.searchCache.clear()
    const [row] = await loadAdminBusinessRows(db, [params.id])
    if (!row) throw notFound('Dieses Unternehmen gibt es nicht.')
    return { data: row }
  })

  registerRoute(app, contract.channels, async () => ({
    data: await db.selectFrom('channels').select(['id', 'slug', 'name']).orderBy('name').orderBy('id').execute(),
  }))

  registerRoute(app, contract.impersonations, async () => {
    const rows = await db
      .selectFrom('impersonations as i')
      .innerJoin('users as a', 'a.id', 'i.admin_user_id')
      .innerJoin('users as t', 't.id', 'i.target_user_id')
      .select([
        'i.id',
        'i.created_at',
        'i.ended_at',
        'a.id as admin_id',
        'a.firstname as admin_firstname',
        'a.lastname as admin_lastname',
        'a.email as admin_email',
        't.id as target_id',
        't.firstname as target_firstname',
        't.lastname as target_lastname',
        't.email as target_email',
      ])
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(IMPERSONATIONS_SHOWN)
      .execute()
    return {
      data: rows.map((row) => ({
        id: row.id,
        admin: {
          id: row.admin_id,
          name: fullName({ firstname: row.admin_firstname, lastname: row.admin_lastname, email: row.admin_email }),
        },
        target: {
          id: row.target_id,
          name: fullName({ firstname: row.target_firstname, lastname: row.target_lastname, email: row.target_email }),
          email: row.target_email,
        },
        created_at: row.created_at,
        ended_at: row.ended_at,
      })),
    }
  })

  registerRoute(app, contract.adminJobListJobs, async ({ params }) => {
    const list = await db.selectFrom('job_lists').select('id').where('id', '=', params.id).executeTakeFirst()
    if (!list) throw notFound('Diese Jobliste gibt es nicht.')
    const jobs = await db
      .selectFrom('job_list_jobs as lj')
      .innerJoin('jobs as j', 'j.id', 'lj.job_id')
      .innerJoin('businesses as b', 'b.id', 'j.business_id')
      .select(['j.slug', 'j.name', 'b.name as business_name', 'j.status'])
      .where('lj.job_list_id', '=', list.id)
      .orderBy('j.name')
      .orderBy('j.id')
      .execute()
    return { data: jobs }
  })

  registerRoute(app, contract.adminSchools, ({ query }) => listAdminSchools(db, query))

  registerRoute(app, contract.setRegionV2, async ({ params, body }) => {
    const result = await db
      .updateTable('regions')
      .set({ is_v2: body.is_v2 ? 1 : 0 })
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw notFound('Diese Region gibt es nicht.')
    const [region] = await loadRegions(db, { id: params.id })
    if (!region) throw notFound('Diese Region gibt es nicht.')
    return { data: region }
  })

  registerRoute(app, contract.clearCache, async ({ body }) => {
    // Only the search has a cache of its own; clearing it reaches the other processes too (search-invalidation.ts).
    if (body.tags.includes('search')) context.searchCache.clear()
    return { message: 'Der Zwischenspeicher der Suche ist geleert.' }
  })
}
