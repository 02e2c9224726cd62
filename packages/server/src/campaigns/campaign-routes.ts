import { campaignMessage } from '@oabat/core'
import { type Campaign, contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { berlinDay } from '../analytics/berlin-day.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { broadcastRecipients, sendBroadcast } from '../chat/chat-broadcast.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import {
  createCampaign,
  deleteCampaign,
  findCampaign,
  findCampaignBySlug,
  listCampaigns,
  recordBroadcast,
  updateCampaign,
} from './campaign-store.ts'

const NO_TARGET = 'Die Kampagne hat keine Zielgruppe. Bitte wähle eine, bevor Du sie als Nachricht sendest.'
const NOT_RUNNING = 'Die Kampagne läuft gerade nicht. Gesendet wird nur in ihrem Zeitraum.'
const TEASER_NOT_RUNNING = 'Diese Aktion läuft gerade nicht.'

function broadcastGroupOf(campaign: Campaign) {
  if (!campaign.target_role) throw new HttpError(422, NO_TARGET, { target_role: [NO_TARGET] })
  return { role: campaign.target_role, ...(campaign.target_channel ? { channel: campaign.target_channel.slug } : {}) }
}

/** Campaigns (issue 17 item 3, docs/admin.md „Kampagnen“): the admin's CRUD, the chat send, the public teaser. */
export function registerCampaignRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const limiter = limiterOf(appContext)
  const nowIso = () => new Date(context.now()).toISOString()
  const today = () => berlinDay(nowIso())

  registerRoute(app, contract.campaigns, ({ query }) => listCampaigns(db, query, today()))

  registerRoute(app, contract.createCampaign, async ({ session, body }) => ({
    data: await createCampaign(db, body, sessionOf(session).user.id, nowIso(), today()),
  }))

  registerRoute(app, contract.campaign, async ({ params }) => ({ data: await findCampaign(db, params.id, today()) }))

  registerRoute(app, contract.updateCampaign, async ({ params, body }) => ({
    data: await updateCampaign(db, params.id, body, nowIso(), today()),
  }))

  registerRoute(app, contract.deleteCampaign, async ({ params }) => {
    await deleteCampaign(db, params.id)
    return null
  })

  registerRoute(app, contract.campaignBroadcastRecipients, async ({ session, params }) => {
    const campaign = await findCampaign(db, params.id, today())
    return { count: (await broadcastRecipients(db, sessionOf(session).user.id, broadcastGroupOf(campaign))).length }
  })

  registerRoute(app, contract.broadcastCampaign, async ({ session, params }) => {
    const adminId = sessionOf(session).user.id
    const campaign = await findCampaign(db, params.id, today())
    const group = broadcastGroupOf(campaign)
    if (campaign.status !== 'running') throw new HttpError(409, NOT_RUNNING)
    const receivers = await broadcastRecipients(db, adminId, group)
    // The same abuse limit as every group message (docs/abuse-limits.md).
    await limiter.consume('broadcasts', adminId)
    const now = nowIso()
    const { sent, skipped } = await sendBroadcast(
      context,
      adminId,
      receivers,
      campaignMessage(campaign, context.config.publicUrl),
      now,
    )
    await recordBroadcast(db, campaign.id, sent.length, now)
    return { sent: sent.length, skipped }
  })

  registerRoute(app, contract.campaignTeaser, async ({ params }) => {
    const campaign = await findCampaignBySlug(db, params.slug, today())
    if (campaign?.status !== 'running') throw notFound(TEASER_NOT_RUNNING)
    const { slug, title, text, cta_label, landing_path, image } = campaign
    return { data: { slug, title, text, cta_label, landing_path, image } }
  })
}
