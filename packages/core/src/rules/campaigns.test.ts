import { describe, expect, it } from 'vitest'
import { campaignLink, campaignMessage, campaignPath, campaignResultPeriod, campaignStatus } from './campaigns.ts'

const campaign = { slug: 'herbst-2026', landing_path: '/ausbildung?ort=passau' }

describe('campaign links and periods (docs/admin.md „Kampagnen“)', () => {
  it('adds campaign, source and medium to the landing path, keeping its own parameters', () => {
    expect(campaignPath(campaign, 'instagram', 'social')).toBe(
      '/ausbildung?ort=passau&utm_campaign=herbst-2026&utm_source=instagram&utm_medium=social',
    )
    // Tracking parameters of the same name in the landing path are replaced, not doubled.
    expect(campaignPath({ slug: 'a', landing_path: '/?utm_source=alt#oben' }, 'flyer', 'print')).toBe(
      '/?utm_source=flyer&utm_campaign=a&utm_medium=print#oben',
    )
    expect(campaignLink('https://oabat.de/', campaign, 'plakat', 'print')).toBe(
      'https://oabat.de/ausbildung?ort=passau&utm_campaign=herbst-2026&utm_source=plakat&utm_medium=print',
    )
  })

  it('knows whether a campaign is planned, running or ended, both ends of its period included', () => {
    const period = { starts_on: '2026-10-01', ends_on: '2026-10-31' }
    expect(campaignStatus(period, '2026-09-30')).toBe('planned')
    expect(campaignStatus(period, '2026-10-01')).toBe('running')
    expect(campaignStatus(period, '2026-10-31')).toBe('running')
    expect(campaignStatus(period, '2026-11-01')).toBe('ended')
  })

  it('measures from the start to today or the end, and nothing before the start', () => {
    const period = { starts_on: '2026-10-01', ends_on: '2026-10-31' }
    expect(campaignResultPeriod(period, '2026-09-30')).toBeNull()
    expect(campaignResultPeriod(period, '2026-10-10')).toEqual({ from: '2026-10-01', to: '2026-10-10' })
    expect(campaignResultPeriod(period, '2027-01-01')).toEqual({ from: '2026-10-01', to: '2026-10-31' })
  })

  it('writes the chat message with the teaser and the link of the chat', () => {
    const message = campaignMessage(
      { ...campaign, title: 'Neue Plätze', text: '', cta_label: 'Jetzt suchen' },
      'https://oabat.de',
    )
    expect(message).toBe(
      'Neue Plätze\n\nJetzt suchen: https://oabat.de/ausbildung?ort=passau&utm_campaign=herbst-2026&utm_source=oabat-chat&utm_medium=chat',
    )
  })
})
