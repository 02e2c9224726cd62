import { describe, expect, it } from 'vitest'
import { embedSnippets } from './embed-snippet.ts'

const ORIGIN = 'https://oabat.de'
const settings = { type: 'ausbildung' as const, job: null, page_size: 6 }

describe('Einblick snippets', () => {
  it('writes the job list of one site with its theme, as element and as iframe', () => {
    const snippets = embedSnippets(ORIGIN, {
      kind: 'job-list',
      businessSlug: 'muster-gmbh',
      themeId: 7,
      settings,
      site: { latitude: 48.5667123, longitude: 13.4319456 },
    })
    expect(snippets.script).toBe(
      '<script src="https://oabat.de/widgets/oabat.js" async></script>\n' +
        '<oabat-job-list business="muster-gmbh" type="ausbildung" latitude="48.56671" longitude="13.43195" radius="1" page-size="6" theme="7"></oabat-job-list>',
    )
    expect(snippets.iframeSrc).toBe(
      'https://oabat.de/embed/jobs?business=muster-gmbh&type=ausbildung&latitude=48.56671&longitude=13.43195&radius=1&page-size=6&theme=7',
    )
    expect(snippets.iframe).toContain('src="https://oabat.de/embed/jobs?business=muster-gmbh&amp;type=ausbildung')
  })

  it('writes one job card without a theme, and the chat without an iframe', () => {
    const card = embedSnippets(ORIGIN, {
      kind: 'job-card',
      businessSlug: 'muster-gmbh',
      themeId: null,
      settings: { ...settings, job: 'koch-1' },
      site: null,
    })
    expect(card.script).toContain('<oabat-job-card job="koch-1"></oabat-job-card>')
    expect(card.iframeSrc).toBe('https://oabat.de/betriebe/muster-gmbh/jobs/koch-1/card_embed')
    const chat = embedSnippets(ORIGIN, { kind: 'chat', businessSlug: 'muster-gmbh', themeId: 3, settings, site: null })
    expect(chat.script).toContain('<oabat-chat business="muster-gmbh" theme="3"></oabat-chat>')
    expect(chat.iframe).toBeNull()
  })

  it('writes the business card as the business list of one company, and a fair livestream, each with an iframe', () => {
    const card = embedSnippets(ORIGIN, {
      kind: 'business-card',
      businessSlug: 'muster-gmbh',
      themeId: 4,
      settings,
      site: null,
    })
    expect(card.script).toContain(
      '<oabat-business-list business="muster-gmbh" page-size="1" theme="4"></oabat-business-list>',
    )
    expect(card.iframeSrc).toBe('https://oabat.de/embed/businesses?business=muster-gmbh&page-size=1&theme=4')
    const stream = embedSnippets(ORIGIN, {
      kind: 'livestream',
      businessSlug: 'muster-gmbh',
      themeId: null,
      settings: { ...settings, livestream: 12 },
      site: null,
    })
    expect(stream.script).toContain('<oabat-livestream livestream="12"></oabat-livestream>')
    expect(stream.iframeSrc).toBe('https://oabat.de/embed/livestream?livestream=12')
    expect(stream.iframe).toContain('height="720"')
  })
})
