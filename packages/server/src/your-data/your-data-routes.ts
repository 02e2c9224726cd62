import { canEditAccount } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { requireCapability } from '../auth/require-capability.ts'
import { registerRoute } from '../http/register-route.ts'
import { deletionDueAt } from './personal-data-deletion.ts'
import { PERSONAL_DATA_SECTIONS } from './personal-data-sections.ts'

export const OWN_DATA_ONLY = 'Du kannst nur Deine eigenen Daten herunterladen.'

/** GET /api/users/{id}/data_export: everything stored about the caller (GDPR Art. 15/20, docs/your-data.md). */
export function registerYourDataRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context

  registerRoute(app, contract.yourData, async ({ params, session }) => {
    const { user } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_DATA_ONLY)
    const account = await db
      .selectFrom('users')
      .select('deactivation_requested_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    const sections = []
    for (const section of PERSONAL_DATA_SECTIONS)
      sections.push({ name: section.name, title: section.title, rows: await section.rows(db, user.id) })
    return {
      data: {
        exported_at: new Date(context.now()).toISOString(),
        user_id: user.id,
        deletion_due_at: account.deactivation_requested_at ? deletionDueAt(account.deactivation_requested_at) : null,
        sections,
      },
    }
  })
}
