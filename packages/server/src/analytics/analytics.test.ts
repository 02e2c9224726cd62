import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

const record = {
  oabalytics_user_id: 'b1c2d3',
  screen_width: 1280,
  screen_height: 800,
  data: [
    {
      route: '/ausbildung/passau-2855328',
      entity_type: 'page_visit',
      campaign_id: 'herbst',
      source: 'newsletter',
      medium: 'email',
    },
    {
      route: '/ausbildung/passau-2855328',
      entity_type: 'impression',
      tracked_entity_type: 'job',
      tracked_entity_id: 17,
    },
    { route: '/ausbildung/passau-2855328', entity_type: 'event', event: 'search', payload: '{"term":"kaufmann"}' },
  ],
}

function post(body: string, headers: Record<string, string> = { 'Content-Type': 'text/plain;charset=UTF-8' }) {
  return fetch(`${server().url}/api/oabalytics`, { method: 'POST', headers, body })
}

describe('POST /api/oabalytics', () => {
  it('stores every record of a batch (sent as text/plain, as sendBeacon does) with the A/B group', async () => {
    const response = await post(JSON.stringify(record))
    expect(response.status).toBe(204)
    const rows = await server()
      .database.db.selectFrom('analytics_records')
      .selectAll()
      .where('oabalytics_user_id', '=', 'b1c2d3')
      .orderBy('id')
      .execute()
    expect(rows.map((r) => r.entity_type)).toEqual(['page_visit', 'impression', 'event'])
    // "b" is character code 98: even, group a (SPEC §9 parity rule).
    expect(rows.every((r) => r.ab_group === 'a')).toBe(true)
    expect(rows[0]).toMatchObject({ campaign_id: 'herbst', source: 'newsletter', medium: 'email', screen_width: 1280 })
    expect(rows[1]).toMatchObject({ tracked_entity_type: 'job', tracked_entity_id: '17' })
  })

  it('takes the group from the A/B cookie when present', async () => {
    const response = await post(JSON.stringify({ ...record, oabalytics_user_id: 'cookie-user' }), {
      'Content-Type': 'application/json',
      Cookie: 'oabat_ab=a123',
    })
    expect(response.status).toBe(204)
    const row = await server()
      .database.db.selectFrom('analytics_records')
      .select('ab_group')
      .where('oabalytics_user_id', '=', 'cookie-user')
      .executeTakeFirstOrThrow()
    expect(row.ab_group).toBe('b')
  })

  it('stores 40 beacons sent at once, each answered once stored, with roll-ups equal to the records', async () => {
    const visitors = Array.from({ length: 40 }, (_, i) => `parallel-${i}`)
    const answers = await Promise.all(visitors.map((id) => post(JSON.stringify({ ...record, oabalytics_user_id: id }))))
    expect(answers.map((answer) => answer.status)).toEqual(visitors.map(() => 204))
    const { db } = server().database
    const stored = await db
      .selectFrom('analytics_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('oabalytics_user_id', 'in', visitors)
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(40 * record.data.length)
    const visitorDays = await db
      .selectFrom('analytics_daily_visitors')
      .select(['visitor', 'records'])
      .where('visitor', 'in', visitors)
      .execute()
    expect(visitorDays).toHaveLength(40)
    expect(visitorDays.every((day) => Number(day.records) === record.data.length)).toBe(true)
  })

  it.each([
    ['garbage', '{kaputt', 400],
    ['no records', JSON.stringify({ ...record, data: [] }), 422],
    ['an unknown entity type', JSON.stringify({ ...record, data: [{ route: '/', entity_type: 'click' }] }), 422],
    ['too many records', JSON.stringify({ ...record, data: Array(101).fill(record.data[0]) }), 422],
  ])('refuses %s', async (_label, body, status) => {
    const response = await post(body)
    expect(response.status).toBe(status)
    expect(((await response.json()) as { message: string }).message).toMatch(/[a-zäöü]/)
  })
})
