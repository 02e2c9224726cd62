import type { AuthToken, ChatConversation, Statistics } from '@oabat/core'
import type { Campaign, CampaignTeaser } from '@oabat/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { addDays, berlinDay } from '../analytics/berlin-day.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let admin: AuthToken
let business: AuthToken
let trainee: AuthToken

const today = berlinDay(new Date().toISOString())
const ADMIN = '/api/admin/campaigns'

function call<T = unknown>(method: string, path: string, body?: unknown, token: string | null = admin.token) {
  return server().json<Answer<T>>(path, request(method, body, token))
}

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Herbst 2026 Instagram',
  template: 'social_post',
  title: 'Dein Ausbildungsplatz wartet',
  text: 'Über 500 freie Plätze in Deiner Region.',
  cta_label: 'Jetzt suchen',
  landing_path: '/ausbildung?ort=passau',
  starts_on: today,
  ends_on: addDays(today, 30),
  ...overrides,
})

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
})

describe('campaigns (docs/admin.md „Kampagnen“)', () => {
  it('creates a campaign with a key made from its name, lists, filters, changes and deletes it', async () => {
    const created = await call<{ data: Campaign }>('POST', ADMIN, input())
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      slug: 'herbst-2026-instagram',
      template: 'social_post',
      status: 'running',
      target_role: null,
      image: null,
    })
    // The same name again: a key of its own.
    const second = await call<{ data: Campaign }>('POST', ADMIN, input({ starts_on: addDays(today, 5) }))
    expect(second.body.data.slug).toBe('herbst-2026-instagram-2')
    expect(second.body.data.status).toBe('planned')

    const running = await call<{ data: Campaign[]; meta: { total: number } }>('GET', `${ADMIN}?status=running`)
    expect(running.body.data.map((c) => c.id)).toContain(created.body.data.id)
    expect(running.body.data.map((c) => c.id)).not.toContain(second.body.data.id)
    const found = await call<{ data: Campaign[] }>('GET', `${ADMIN}?search=INSTAGRAM-2`)
    expect(found.body.data.map((c) => c.id)).toEqual([second.body.data.id])
    const byName = await call<{ data: Campaign[] }>('GET', `${ADMIN}?sort=name&template=social_post`)
    expect(byName.body.data.length).toBeGreaterThanOrEqual(2)

    // A planned campaign may get another key; a running one keeps its key (its links are out).
    const renamed = await call<{ data: Campaign }>(
      'PUT',
      `${ADMIN}/${second.body.data.id}`,
      input({ slug: 'fruehling', starts_on: addDays(today, 5) }),
    )
    expect(renamed.body.data.slug).toBe('fruehling')
    const fixed = await call('PUT', `${ADMIN}/${created.body.data.id}`, input({ slug: 'anders' }))
    expect(fixed.status).toBe(422)
    expect(fixed.body.errors?.slug?.[0]).toContain('Der Kurzname bleibt')

    const deleted = await fetch(
      `${server().url}${ADMIN}/${second.body.data.id}`,
      request('DELETE', undefined, admin.token),
    )
    expect(deleted.status).toBe(204)
    expect((await call('GET', `${ADMIN}/${second.body.data.id}`)).status).toBe(404)
  })

  it('answers bad input with German field errors', async () => {
    const empty = await call('POST', ADMIN, {})
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.body.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'template', 'title', 'starts_on', 'ends_on']),
    )
    const backwards = await call('POST', ADMIN, input({ ends_on: addDays(today, -1) }))
    expect(backwards.body.errors?.ends_on).toEqual(['Das Ende liegt vor dem Beginn.'])
    const channel = await call('POST', ADMIN, input({ target_role: 'businesses', target_channel: 'gibt-es-nicht' }))
    expect(channel.body.errors?.target_channel).toEqual(['Diesen Kanal gibt es nicht.'])
    const external = await call('POST', ADMIN, input({ landing_path: 'https://example.com' }))
    expect(external.body.errors?.landing_path?.[0]).toContain('Pfad dieser Seite')
    const image = await call('POST', ADMIN, input({ image_id: 999999 }))
    expect(image.body.errors?.image_id?.[0]).toContain('Dieses Bild gibt es nicht')
    const markup = await call('POST', ADMIN, input({ title: '<b>Hallo</b>' }))
    expect(markup.status).toBe(422)
    await call('POST', ADMIN, input({ name: 'Doppelt', slug: 'doppelt' }))
    const taken = await call('POST', ADMIN, input({ name: 'Doppelt', slug: 'doppelt' }))
    expect(taken.body.errors?.slug?.[0]).toContain('Diesen Kurznamen hat schon eine Kampagne')
  })

  it('is the admin’s only: guest 401, others 403; the teaser is public while the campaign runs', async () => {
    expect((await call('GET', ADMIN, undefined, null)).status).toBe(401)
    expect((await call('POST', ADMIN, input(), business.token)).status).toBe(403)
    expect((await call('GET', ADMIN, undefined, trainee.token)).status).toBe(403)

    const running = await call<{ data: Campaign }>('POST', ADMIN, input({ name: 'Teaser läuft' }))
    const teaser = await call<{ data: CampaignTeaser }>(
      'GET',
      `/api/campaigns/${running.body.data.slug}/teaser`,
      undefined,
      null,
    )
    expect(teaser.status).toBe(200)
    expect(teaser.body.data).toEqual({
      slug: 'teaser-laeuft',
      title: 'Dein Ausbildungsplatz wartet',
      text: 'Über 500 freie Plätze in Deiner Region.',
      cta_label: 'Jetzt suchen',
      landing_path: '/ausbildung?ort=passau',
      image: null,
    })
    const planned = await call<{ data: Campaign }>(
      'POST',
      ADMIN,
      input({ name: 'Teaser später', starts_on: addDays(today, 2) }),
    )
    expect((await call('GET', `/api/campaigns/${planned.body.data.slug}/teaser`, undefined, null)).status).toBe(404)
  })

  it('counts the visits, sources and conversions that came through its links in GET /api/statistics', async () => {
    const campaign = (await call<{ data: Campaign }>('POST', ADMIN, input({ name: 'Messbar' }))).body.data
    const send = (visitor: string, data: unknown[]) =>
      fetch(`${server().url}/api/oabalytics`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ oabalytics_user_id: visitor, data }),
      })
    const tracked = (source: string, medium: string) => ({ campaign_id: campaign.slug, source, medium })
    expect(
      (
        await send('kampagne-1', [
          { route: '/ausbildung?ort=passau', entity_type: 'page_visit', ...tracked('instagram', 'social') },
          { route: '/ausbildung/baecker', entity_type: 'page_visit', ...tracked('instagram', 'social') },
          { route: '/registrierung', entity_type: 'event', event: 'registration', ...tracked('instagram', 'social') },
        ])
      ).status,
    ).toBe(204)
    await send('kampagne-2', [{ route: '/ausbildung', entity_type: 'page_visit', ...tracked('plakat', 'print') }])
    // Another campaign and an untracked visit do not count for this one.
    await send('kampagne-3', [
      { route: '/', entity_type: 'page_visit', campaign_id: 'andere', source: 'instagram', medium: 'social' },
      { route: '/', entity_type: 'page_visit' },
    ])

    const answer = await call<{ data: Statistics }>(
      'GET',
      `/api/statistics?from=${today}&to=${today}&campaign=${campaign.slug}`,
    )
    expect(answer.status).toBe(200)
    const stats = answer.body.data
    expect(stats.totals).toMatchObject({
      visits: 2,
      unique_visitors: 2,
      page_views: 3,
      registrations: 1,
      job_interests: 0,
    })
    expect(stats.days.find((d) => d.day === today)).toMatchObject({ visits: 2, page_views: 3 })
    expect(stats.campaigns.map((row) => [row.value, row.page_views])).toEqual([[campaign.slug, 3]])
    expect(stats.sources.map((row) => [row.value, row.page_views])).toEqual([
      ['instagram', 2],
      ['plakat', 1],
    ])
    expect(stats.media.map((row) => [row.value, row.page_views])).toEqual([
      ['social', 2],
      ['print', 1],
    ])
    expect(stats.routes).toEqual([])
    // Without the campaign: the whole platform, the campaign one row of its breakdown.
    const all = (await call<{ data: Statistics }>('GET', `/api/statistics?from=${today}&to=${today}`)).body.data
    expect(all.totals.page_views).toBeGreaterThanOrEqual(5)
    expect(all.campaigns.find((row) => row.value === campaign.slug)?.page_views).toBe(3)
  })

  it('sends a running campaign with its tracked link to its target group as a chat message', async () => {
    const noTarget = (await call<{ data: Campaign }>('POST', ADMIN, input({ name: 'Ohne Ziel' }))).body.data
    const refused = await call('POST', `${ADMIN}/${noTarget.id}/broadcast`)
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.target_role?.[0]).toContain('keine Zielgruppe')

    const later = (
      await call<{ data: Campaign }>(
        'POST',
        ADMIN,
        input({ name: 'Später senden', target_role: 'businesses', starts_on: addDays(today, 3) }),
      )
    ).body.data
    expect((await call('POST', `${ADMIN}/${later.id}/broadcast`)).status).toBe(409)

    const campaign = (
      await call<{ data: Campaign }>('POST', ADMIN, input({ name: 'An Betriebe', target_role: 'businesses' }))
    ).body.data
    const preview = await call<{ count: number }>('GET', `${ADMIN}/${campaign.id}/broadcast/recipients`)
    expect(preview.body.count).toBeGreaterThan(0)
    const sent = await call<{ sent: number; skipped: number }>('POST', `${ADMIN}/${campaign.id}/broadcast`)
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({ sent: preview.body.count, skipped: 0 })

    const conversations = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      business.token,
    )
    const message = conversations.body.data.find((c) => c.partner?.id === admin.user.id)?.last_message?.body ?? ''
    expect(message).toContain('Dein Ausbildungsplatz wartet')
    expect(message).toContain('utm_campaign=an-betriebe&utm_source=oabat-chat&utm_medium=chat')
    const after = (await call<{ data: Campaign }>('GET', `${ADMIN}/${campaign.id}`)).body.data
    expect(after.broadcast_sent).toBe(preview.body.count)
    expect(after.broadcast_sent_at).not.toBeNull()
  })
})

describe('campaign block of content pages', () => {
  it('is server-rendered with the teaser and a link that carries the campaign, source and medium', async () => {
    const campaign = (await call<{ data: Campaign }>('POST', ADMIN, input({ name: 'Block Kampagne' }))).body.data
    const page = await call<{ data: { id: number } }>('POST', '/api/admin/content-pages', {
      path: '/aktion-herbst',
      kind: 'teaser',
      draft: {
        title: 'Aktion Herbst',
        blocks: [
          { type: 'campaign', campaign: campaign.slug, source: 'aktion-herbst' },
          { type: 'campaign', campaign: 'gibt-es-nicht' },
        ],
      },
    })
    expect(page.status).toBe(201)
    await call('POST', `/api/admin/content-pages/${page.body.data.id}/publish`)
    const html = await (await fetch(`${server().url}/aktion-herbst`)).text()
    expect(html).toContain('Dein Ausbildungsplatz wartet')
    expect(html).toContain(
      `href="/ausbildung?ort=passau&amp;utm_campaign=${campaign.slug}&amp;utm_source=aktion-herbst&amp;utm_medium=web"`,
    )
    const broken = await call('POST', '/api/admin/content-pages', {
      path: '/aktion-kaputt',
      kind: 'generic',
      draft: { title: 'Kaputt', blocks: [{ type: 'campaign', campaign: 'Mit Leerzeichen' }] },
    })
    expect(broken.status).toBe(422)
    expect(Object.keys(broken.body.errors ?? {})).toContain('draft.blocks.0.campaign')
  })
})
