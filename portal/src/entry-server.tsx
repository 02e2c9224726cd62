/**
 * @module entry-server — the portal's server renderer (built by `vite build --ssr` into
 * dist/server/). The oabat server loads it at run time and hands it the URL and the API answers it
 * loaded for the page in-process; it renders the same <App> as the browser, with wouter reading
 * that URL and the hooks reading those answers (ssr/page-data.ts).
 */

import { PassThrough } from 'node:stream'
import type { PageData } from '@oabat/core'
import { WidgetStyleCollector } from '@oabat/widgets'
import { renderToPipeableStream } from 'react-dom/server'
import { Router } from 'wouter'
import { App } from './app.tsx'
import { pageAssetTags } from './ssr/page-assets.ts'
import { PageDataContext } from './ssr/page-data.ts'

/** Rendering longer than this gives up; the server then sends the page without its body. */
const RENDER_TIMEOUT_MS = 5000

/** A rendered page: the root's content and the tags its head needs (the page's CSS and chunks). */
export interface RenderedPage {
  html: string
  head: string
}

/**
 * The HTML of the page at `url` (path and query) once everything in it is ready, lazy pages
 * included: crawlers and phones without JavaScript get the whole page, not a loading state.
 */
export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const [path = '/', search = ''] = url.split('?', 2)
  const widgetStyles = new Set<string>()
  const collect = (cssTexts: readonly string[]) => {
    for (const css of cssTexts) widgetStyles.add(css)
  }
  const html = await renderApp(path, search, data, collect)
  // The widgets' CSS as a stylesheet in the page: their server-rendered markup paints styled.
  const styles = widgetStyles.size > 0 ? `\n    <style data-widget-styles>${[...widgetStyles].join('\n')}</style>` : ''
  // A content page is rendered with its own answer (web/page-data-loaders.ts); its chunk is the content page's.
  const contentPage = Object.keys(data).some((key) => key.startsWith('["contentPage",'))
  return { html, head: `${pageAssetTags(path, contentPage)}${styles}` }
}

function renderApp(
  path: string,
  search: string,
  data: PageData,
  collect: (cssTexts: readonly string[]) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let failed: unknown = null
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    const stream = renderToPipeableStream(
      <Router ssrPath={path} ssrSearch={search}>
        <PageDataContext.Provider value={data}>
          <WidgetStyleCollector.Provider value={collect}>
            <App />
          </WidgetStyleCollector.Provider>
        </PageDataContext.Provider>
      </Router>,
      {
        // Every boundary inline: React would move large ones out to be swapped in by a script,
        // which leaves them hidden for visitors without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failed) reject(failed)
          else stream.pipe(sink)
        },
        onShellError: reject,
        onError(error) {
          failed = error
        },
      },
    )
    setTimeout(() => stream.abort(new Error('Server-Rendering dauerte zu lange.')), RENDER_TIMEOUT_MS).unref()
  })
}
