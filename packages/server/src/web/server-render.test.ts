import { PAGE_DATA_ELEMENT_ID } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { withRenderedPage } from './server-render.ts'

const TEMPLATE = `<!doctype html><html><head><title>t</title></head><body>
    <div id="root"></div>
    <noscript><p>Bitte aktiviere JavaScript</p></noscript>
    <script type="module" src="/assets/index.js"></script></body></html>`

describe('withRenderedPage', () => {
  const page = { html: '<h1>Koch</h1>', head: '<link rel="stylesheet" href="/assets/job.css">' }

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

  it('leaves a template without the empty root as it is', () => {
    const other = '<html><body><div id="app"></div></body></html>'
    expect(withRenderedPage(other, page, {})).toBe(other)
  })
})
