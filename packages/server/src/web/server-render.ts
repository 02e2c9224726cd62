import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApiClient, PAGE_DATA_ELEMENT_ID, type PageData } from '@oabat/core'
import type { Hono } from 'hono'
import type { LoadCall } from './page-data-loaders.ts'
import { jsonForScript } from './render-html.ts'

/** What portal/dist/server/entry-server.js exports (portal/src/entry-server.tsx). */
interface PortalRenderer {
  renderPage(url: string, data: PageData): Promise<{ html: string; head: string }>
}

/** The root element of portal/index.html, which the rendered page fills. */
const ROOT_ELEMENT = '<div id="root"></div>'

/**
 * The portal's server renderer, a separate Vite SSR build loaded at run time (the server imports
 * no portal code). Null when it has not been built: pages then render in the browser only.
 */
export function portalRendererLoader(portalDist: string): () => Promise<PortalRenderer | null> {
  const file = path.join(portalDist, 'server', 'entry-server.js')
  let loading: Promise<PortalRenderer | null> | null = null
  return () => {
    if (!loading) {
      loading = existsSync(file)
        ? (import(pathToFileURL(file).href) as Promise<PortalRenderer>).catch((error: unknown) => {
            console.error('Der Server-Renderer des Portals ließ sich nicht laden:', error)
            return null
          })
        : Promise.resolve(null)
      // A build made after the start is picked up by the next request.
      void loading.then((renderer) => {
        if (!renderer) loading = null
      })
    }
    return loading
  }
}

/**
 * API calls of a page loader, answered by the server's own routes in-process (no network hop):
 * the same handlers, checks and JSON as the portal gets from /api. A failed call is left to the browser.
 */
export function inProcessCalls(app: Hono): LoadCall {
  const call = createApiClient({
    baseUrl: 'http://oabat.internal',
    fetch: (input, init) => Promise.resolve(app.request(input instanceof URL ? input.href : input, init)),
  })
  return async (key, input) => {
    try {
      return await call(key, input)
    } catch {
      return null
    }
  }
}

/**
 * The portal's HTML with the rendered page in its root, the page's API answers beside it, and the
 * page's CSS and chunks in the head.
 */
export function withRenderedPage(html: string, page: { html: string; head: string }, data: PageData): string {
  if (!html.includes(ROOT_ELEMENT)) return html
  const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`
  return (
    html
      // The page is there without JavaScript: no note asking to turn it on.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace('</head>', () => `${page.head}\n  </head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root" data-server-rendered>${page.html}</div>\n    ${script}`)
  )
}
