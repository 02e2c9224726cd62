import { createHash } from 'node:crypto'
import { PAGE_DATA_ELEMENT_ID } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { LOADER_SCRIPT_HASH, RENDERED_PAGE_SCRIPT_SRC, withRenderedPage } from './server-render.ts'

const TEMPLATE = `<!doctype html><html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body>
    <div id="root"></div>
    <noscript><p>Bitte aktiviere JavaScript</p></noscript>
  </body></html>`

describe('withRenderedPage', () => {
  const page = {
    html: '<h1>Koch</h1>',
    head: '<link rel="stylesheet" href="/assets/job.css">\n<link rel="modulepreload" href="/assets/job.js">\n<link rel="modulepreload" href="/assets/react.js">',
  }

  it('fills the root, marks it for hydration and links the page assets in the head', () => {
    const html = withRenderedPage(TEMPLATE, page, {})
    expect(html).toContain('<div id="root" data-server-rendered><h1>Koch</h1></div>')
    expect(html.indexOf('/assets/job.css')).toBeLessThan(html.indexOf('</head>'))
    expect(html).not.toContain('<noscript>')
  })

  it('embeds the data so that no text inside can close its script', () => {
    const data = { key: { name: '</script><script>alert(1)</script>' } }
    const html = withRenderedPage(TEMPLATE, page, data)
    const script = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)
    expect(script?.[1]).not.toContain('<')
    expect(JSON.parse(script?.[1] ?? '')).toEqual(data)
  })

  it('starts the code after the first paint: no module script or preload in the head, one loader at the end', () => {
    const html = withRenderedPage(TEMPLATE, page, {})
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
    const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>\s*<\/body>/.exec(html)
    expect(loader?.[1]).toBe('/assets/index.js')
    // Each chunk once, also when index.html and the page both name it.
    expect(loader?.[2]).toBe('/assets/react.js /assets/job.js')
    expect(html.match(/<script(?! type="application\/json")[^>]*>/g)).toHaveLength(1)
    // The Content-Security-Policy allows exactly this inline script.
    const hash = `'sha256-${createHash('sha256')
      .update(loader?.[3] ?? '')
      .digest('base64')}'`
    expect(hash).toBe(LOADER_SCRIPT_HASH)
    expect(RENDERED_PAGE_SCRIPT_SRC).toBe(`script-src 'self' ${hash}`)
  })

  it('leaves a template without the empty root as it is', () => {
    const other = '<html><body><div id="app"></div></body></html>'
    expect(withRenderedPage(other, page, {})).toBe(other)
  })
})
