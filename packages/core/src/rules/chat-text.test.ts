import { describe, expect, it } from 'vitest'
import { chatPlainText, chatTextSegments } from './chat-text.ts'

describe('chatTextSegments (SPEC §5: links clickable except e-mail addresses and dates)', () => {
  it.each([
    ['Hallo!', [{ kind: 'text', text: 'Hallo!' }]],
    [
      'Schau auf https://oabat.de/jobs?x=1.',
      [
        { kind: 'text', text: 'Schau auf ' },
        { kind: 'link', text: 'https://oabat.de/jobs?x=1', href: 'https://oabat.de/jobs?x=1' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'www.wimmer-holzbau.de hat alles',
      [
        { kind: 'link', text: 'www.wimmer-holzbau.de', href: 'https://www.wimmer-holzbau.de' },
        { kind: 'text', text: ' hat alles' },
      ],
    ],
    [
      'oder oabat.de/betriebe',
      [
        { kind: 'text', text: 'oder ' },
        { kind: 'link', text: 'oabat.de/betriebe', href: 'https://oabat.de/betriebe' },
      ],
    ],
    ['Schreib an max.mustermann@firma.de', [{ kind: 'text', text: 'Schreib an max.mustermann@firma.de' }]],
    ['Termin am 22.11.2026 um 9.30', [{ kind: 'text', text: 'Termin am 22.11.2026 um 9.30' }]],
    ['Hallo.Wie geht es?', [{ kind: 'text', text: 'Hallo.Wie geht es?' }]],
    ['<b>fett</b> <script>alert(1)</script>', [{ kind: 'text', text: 'fett alert(1)' }]],
  ])('%s', (input, expected) => {
    expect(chatTextSegments(input)).toEqual(expected)
  })

  it('never yields a link that is not http(s)', () => {
    const links = chatTextSegments('javascript:alert(1) data:text/html,x https://a.de').filter((s) => s.kind === 'link')
    expect(links.map((s) => s.kind === 'link' && s.href)).toEqual(['https://a.de'])
  })

  it('turns line breaks into newlines and decodes entities', () => {
    expect(chatPlainText('a<br>b &amp; c &lt;d&gt;')).toBe('a\nb & c <d>')
  })
})
