import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApiClient, PAGE_DATA_ELEMENT_ID, type PageData } from '@oabat/core'
import type { Hono } from 'hono'
import type { LoadCall } from './page-data-loaders.ts'
import { escapeHtml, jsonForScript } from './render-html.ts'

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
 * Starts the portal's code once the page has painted: the modulepreloads and the module entry that
 * index.html and the page's chunks put into the head would otherwise compete with the first paint
 * for the connection and the CPU (LCP, docs/ssr.md "The code after the first paint"). It runs at the
 * end of the body, so the page is parsed and its stylesheets are there, and waits for the browser's
 * first-contentful-paint entry (reported once the frame is on screen; a frame that is only drawn
 * may still wait for its presentation). Where paint timing is missing, the task after the first
 * animation frame; in a hidden tab, which paints nothing, at once; and after three seconds in any
 * case. The text is fixed, so its hash in the Content-Security-Policy is too; the files it loads
 * come from its data attributes.
 */
const LOADER_SCRIPT =
  '(function(s,d){var done=false;function go(){if(done)return;done=true;' +
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});" +
  "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.getAttribute('data-entry');" +
  'd.head.appendChild(e)}function later(){setTimeout(go,0)}' +
  "if(d.visibilityState==='hidden'){go();return}" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})" +
  ".observe({type:'paint',buffered:true})}else requestAnimationFrame(later);setTimeout(go,3000)})" +
  '(document.currentScript,document)'

/** The CSP source that allows the loader script (and no other inline script). */
export const LOADER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`

/** The script-src of a server-rendered page's Content-Security-Policy: this origin and the loader only. */
export const RENDERED_PAGE_SCRIPT_SRC = `script-src 'self' ${LOADER_SCRIPT_HASH}`

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g

/**
 * Takes the module entry and the modulepreloads out of the head and hands them to the loader
 * script at the end of the body. Without a module entry (a template of another shape) the HTML
 * stays as it is.
 */
export function withCodeAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string)
  const entry = entries[0]
  if (entries.length !== 1 || entry === undefined || !html.includes('</body>')) return html
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string))]
  const loader =
    `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">` +
    `${LOADER_SCRIPT}</script>`
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  ${loader}\n  </body>`)
}

/**
 * The portal's HTML with the rendered page in its root, the page's API answers beside it, the
 * page's CSS in the head and its code started after the first paint.
 */
export function withRenderedPage(html: string, page: { html: string; head: string }, data: PageData): string {
  if (!html.includes(ROOT_ELEMENT)) return html
  const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`
  return withCodeAfterFirstPaint(
    html
      // The page is there without JavaScript: no note asking to turn it on.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace('</head>', () => `${page.head}\n  </head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root" data-server-rendered>${page.html}</div>\n    ${script}`),
  )
}
