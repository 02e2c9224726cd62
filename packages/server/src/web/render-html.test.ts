import { describe, expect, it } from 'vitest'
import type { PageHead } from './page-head.ts'
import { HEAD_MARKER, jsonForScript, missingBuildHtml, renderPortalHtml } from './render-html.ts'

const TEMPLATE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Standard</title>${HEAD_MARKER}</head><body><div id="root"></div></body></html>`

const head: PageHead = {
  status: 200,
  noindex: false,
  title: 'Koch & Köchin bei "Gasthof" | oabat',
  description: 'Kochen <lernen>',
  canonical: 'https://oabat.example/betriebe/gasthof/jobs/koch',
  jsonLd: { '@type': 'JobPosting', description: '<p>x</p></script><script>alert(1)</script>' },
}

describe('renderPortalHtml', () => {
  it('replaces the title and writes escaped head tags at the marker', () => {
    const html = renderPortalHtml(TEMPLATE, head)
    expect(html).toContain('<title>Koch &amp; Köchin bei &quot;Gasthof&quot; | oabat</title>')
    expect(html).not.toContain('Standard')
    expect(html).not.toContain(HEAD_MARKER)
    expect(html).toContain('<meta name="description" content="Kochen &lt;lernen&gt;" data-page-head>')
    expect(html).toContain(
      '<link rel="canonical" href="https://oabat.example/betriebe/gasthof/jobs/koch" data-page-head>',
    )
  })

  it('keeps JSON-LD from closing its script element', () => {
    const html = renderPortalHtml(TEMPLATE, head)
    const script = /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/.exec(html)
    expect(script).not.toBeNull()
    expect(script?.[1]).not.toContain('<')
    expect(JSON.parse(script?.[1] ?? '')).toEqual(head.jsonLd)
  })

  it('marks not-found pages noindex and gives them no canonical link', () => {
    const html = renderPortalHtml(TEMPLATE, { ...head, status: 404, noindex: true, canonical: null, jsonLd: null })
    expect(html).toContain('<meta name="robots" content="noindex" data-page-head>')
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('ld+json')
  })

  it('treats "$" in a title literally', () => {
    expect(renderPortalHtml(TEMPLATE, { ...head, title: "Cash $& $' Co" })).toContain(
      '<title>Cash $&amp; $&#39; Co</title>',
    )
  })
})

describe('jsonForScript', () => {
  it('escapes <, >, & and line separators', () => {
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}')
  })
})

describe('missingBuildHtml', () => {
  it('tells to run pnpm build', () => {
    expect(missingBuildHtml('portal/dist/index.html')).toContain('<code>pnpm build</code>')
  })
})
