import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALLOW_ALL, type Consent, ONLY_NECESSARY } from '../rules/consent.ts'
import { campaignOf, createTracker } from './tracker.ts'

describe('createTracker (SPEC §3 analytics record, §7 batched, nothing before consent)', () => {
  let consent: Consent | null
  let sent: Array<{ body: { oabalytics_user_id: string; data: Array<Record<string, unknown>> }; beacon: boolean }>
  const tracker = () =>
    createTracker({
      endpoint: '/api/oabalytics',
      consent: () => consent,
      batchSize: 3,
      delayMs: 1000,
      send: (body, beacon) => sent.push({ body: JSON.parse(body), beacon }),
    })

  beforeEach(() => {
    vi.useFakeTimers()
    consent = null
    sent = []
  })
  afterEach(() => vi.useRealTimers())

  it('records and sends nothing without a choice or without performance consent', () => {
    const t = tracker()
    t.pageVisit('/a')
    consent = ONLY_NECESSARY
    t.pageVisit('/b')
    t.impression('/b', 'job', 1)
    vi.advanceTimersByTime(5000)
    t.flush(true)
    expect(t.pending).toBe(0)
    expect(sent).toEqual([])
  })

  it('batches: a full batch goes at once, a partial one after the delay', () => {
    consent = ALLOW_ALL
    const t = tracker()
    t.pageVisit('/a')
    t.event('/a', 'search', { term: 'kaufmann' })
    expect(sent).toHaveLength(0)
    t.impression('/a', 'job', 7)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body.data.map((r) => r.entity_type)).toEqual(['page_visit', 'event', 'impression'])
    expect(sent[0]?.body.data[1]?.payload).toBe('{"term":"kaufmann"}')
    t.pageVisit('/b')
    vi.advanceTimersByTime(999)
    expect(sent).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sent).toHaveLength(2)
  })

  it('counts an impression once per route and entity; page hide sends by beacon', () => {
    consent = ALLOW_ALL
    const t = tracker()
    t.impression('/a', 'job', 7)
    t.impression('/a', 'job', 7)
    t.impression('/b', 'job', 7)
    t.flush(true)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.beacon).toBe(true)
    expect(sent[0]?.body.data).toHaveLength(2)
  })

  it('drops what was queued when consent is withdrawn before sending', () => {
    consent = ALLOW_ALL
    const t = tracker()
    t.pageVisit('/a')
    consent = ONLY_NECESSARY
    vi.advanceTimersByTime(5000)
    expect(sent).toEqual([])
  })
})

describe('campaignOf', () => {
  it.each([
    ['?utm_campaign=herbst&utm_source=newsletter&utm_medium=email', null, ['herbst', 'newsletter', 'email']],
    ['?campaign=messe&source=flyer', null, ['messe', 'flyer', null]],
    ['', '{"campaign_id":"herbst","source":"x","medium":null}', ['herbst', 'x', null]],
    ['', 'kaputt', [null, null, null]],
    ['?foo=1', null, [null, null, null]],
  ])('%s (remembered %s)', (search, remembered, [campaign, source, medium]) => {
    expect(campaignOf(search, remembered)).toEqual({ campaign_id: campaign, source, medium })
  })
})
