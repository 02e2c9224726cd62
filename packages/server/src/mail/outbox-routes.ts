import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import { listOutbox, type OutboxEntry } from './outbox.ts'

const NOT_HERE = 'Diese Schnittstelle gibt es nicht.'
/** The list shows the newest messages only; older ones stay in the folder. */
const LIST_LIMIT = 200

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function entryHtml(entry: OutboxEntry): string {
  const kind = entry.channel === 'mail' ? 'E-Mail' : 'SMS'
  return `<article id="${escapeHtml(entry.id)}">
<h2>${escapeHtml(entry.subject ?? kind)}</h2>
<p><strong>${kind}</strong> an ${escapeHtml(entry.to)} · <time datetime="${escapeHtml(entry.created_at)}">${escapeHtml(entry.created_at)}</time></p>
<pre>${escapeHtml(entry.text)}</pre>
</article>`
}

function pageHtml(entries: OutboxEntry[]): string {
  const body = entries.length
    ? entries.map(entryHtml).join('\n')
    : '<p>Noch keine Nachrichten. Sobald oabat eine E-Mail oder SMS verschickt, erscheint sie hier.</p>'
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Postausgang (intern) | oabat</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1b}
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f5f5f5;padding:.75rem}</style>
</head><body><h1>Postausgang (intern)</h1>
<p>E-Mails und SMS, die ohne SMTP_URL bzw. SMS_GATEWAY_URL nicht verschickt, sondern hier abgelegt werden.</p>
${body}
</body></html>`
}

/**
 * The mail outbox of development and tests: GET /api/intern/mails (JSON, newest first) and the
 * page /intern/mails. Both answer 404 in production, where nothing is listed.
 */
export function registerOutboxRoutes(app: Hono, { config }: AccountContext): void {
  const hidden = config.NODE_ENV === 'production'
  app.get('/api/intern/mails', async (c) => {
    if (hidden) return c.json({ message: NOT_HERE }, 404)
    const to = c.req.query('to')?.toLowerCase()
    const entries = (await listOutbox(config.dataDir)).filter((e) => !to || e.to.toLowerCase() === to)
    return c.json({ data: entries.slice(0, LIST_LIMIT) })
  })
  app.get('/intern/mails', async (c) => {
    if (hidden)
      return c.html(
        '<!doctype html><html lang="de"><title>Nicht gefunden</title><p>Diese Seite gibt es nicht.</p></html>',
        404,
      )
    c.header('Cache-Control', 'no-store')
    return c.html(pageHtml((await listOutbox(config.dataDir)).slice(0, LIST_LIMIT)))
  })
}
