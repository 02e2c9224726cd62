import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import { registerRoute } from '../http/register-route.ts'
import { listOutbox } from './outbox.ts'

/** The list shows the newest messages only; older ones stay in the folder. */
const LIST_LIMIT = 200

/**
 * The outbox: GET /api/intern/mails lists the mails and text messages kept in DATA_DIR (newest
 * first) to the admin only, in every mode, since they carry login codes and reset links. The page
 * /intern/mails is the portal's, behind the admin guard (docs/security.md).
 */
export function registerOutboxRoutes(app: Hono, { config }: AccountContext): void {
  registerRoute(app, contract.internMails, async ({ query, context }) => {
    context.header('Cache-Control', 'no-store')
    const to = query.to?.toLowerCase()
    const entries = (await listOutbox(config.dataDir)).filter((e) => !to || e.to.toLowerCase() === to)
    return { data: entries.slice(0, LIST_LIMIT) }
  })
}
