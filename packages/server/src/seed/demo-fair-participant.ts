import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The demo company takes part in the first demo fair (the one with the livestreams), so its account
 * shows „Profilbesucher“ in the side menu (SPEC §2) and the fair page links to it.
 */
export async function seedDemoFairParticipant(db: Kysely<Database>, businessId: number | null): Promise<void> {
  if (businessId === null) return
  const fair = await db.selectFrom('job_fairs').select('id').orderBy('id').limit(1).executeTakeFirst()
  if (!fair) return
  await db.updateTable('businesses').set({ is_job_fair_participant: 1 }).where('id', '=', businessId).execute()
  await db
    .insertInto('job_fair_businesses')
    .values({ job_fair_id: fair.id, business_id: businessId, is_published: 1 })
    .onConflict((oc) => oc.columns(['job_fair_id', 'business_id']).doUpdateSet({ is_published: 1 }))
    .execute()
}
