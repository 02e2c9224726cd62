import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { DEFAULT_PAGE_TITLE, NOT_FOUND_MESSAGE, pageTitle } from '@oabat/core'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createSearchCache } from '../search/job-search.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { HEAD_MARKER } from './render-html.ts'
import { registerWebRoutes } from './routes.ts'

const PUBLIC_URL = 'https://oabat.example'
const server = useTestServer()
let url = ''
let close = () => {}
let root = ''

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-listing-head-'))
  fs.mkdirSync(path.join(root, 'portal', 'dist'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'portal', 'dist', 'index.html'),
    `<!doctype html><html lang="de"><head><title>${DEFAULT_PAGE_TITLE}</title>${HEAD_MARKER}</head><body></body></html>`,
  )
  const app = new Hono()
  const { db, dialect } = server().database
  registerWebRoutes(
    app,
    { db, dialect, config: loadConfig({ PUBLIC_URL, DATA_DIR: server().dataDir }), searchCache: createSearchCache() },
    { repoRoot: root },
  )
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => listening.once('listening', resolve))
  url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  close = () => listening.close()
})
afterAll(() => {
  close()
  fs.rmSync(root, { recursive: true, force: true })
})

async function head(pathname: string) {
  const response = await fetch(`${url}${pathname}`)
  const text = await response.text()
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1] ?? null,
  }
}

const P = 'passau-2855328'

describe('server-filled heads of the listing and region pages (SPEC §2 variants)', () => {
  it.each([
    [`/unternehmen/${P}`, 'Ausbildungsbetriebe in Passau', `/unternehmen/${P}`],
    ['/unternehmen', 'Ausbildungsbetriebe in Deiner Region', '/unternehmen'],
    [`/news/${P}`, 'Neuigkeiten aus Passau', `/news/${P}`],
    [`/a/${P}`, 'Ausbildungs- und Praktikumsplätze in Passau', `/ausbildung/${P}`],
    [`/messe/${P}`, 'Ausbildungsmessen bei Passau', `/messe/${P}`],
    [`/messe/${P}/news`, 'Ausbildungsmessen bei Passau: Neuigkeiten', `/messe/${P}/news`],
    ['/auswahl/handwerk-mit-zukunft', 'Handwerk mit Zukunft', '/auswahl/handwerk-mit-zukunft'],
    ['/region', 'Regionen auf oabat', '/region'],
    ['/region/hauzenberg', 'Ausbildung in der Region Hauzenberg', '/region/hauzenberg'],
    ['/region/passau', 'Ausbildung in der Region Passau', '/region/v2/passau'],
    ['/region/v2/passau', 'Ausbildung in der Region Passau', '/region/v2/passau'],
    ['/passau', 'Ausbildung in der Region Passau', '/region/v2/passau'],
    [
      '/region/hauzenberg/ausbildung_embed',
      'Ausbildungsplätze in der Region Hauzenberg',
      '/region/hauzenberg/ausbildung',
    ],
    ['/passau/anmeldung', 'Anmeldung in der Region Passau', '/passau/anmeldung'],
    ['/event/tag-der-ausbildung-passau', 'Tag der Ausbildung Passau', '/event/tag-der-ausbildung-passau'],
  ])('%s → %s', async (pathname, heading, canonical) => {
    const page = await head(pathname)
    expect(page.status).toBe(200)
    expect(page.title).toBe(pageTitle(heading))
    expect(page.canonical).toBe(`${PUBLIC_URL}${canonical}`)
  })

  it.each([
    '/unternehmen/atlantis-1',
    '/messe/atlantis-1',
    '/auswahl/gibt-es-nicht',
    '/region/atlantis',
    '/region/atlantis/ausbildung',
    '/beitrag/gibt-es-nicht',
    '/event/gibt-es-nicht',
  ])('%s is a 404 with the not-found head', async (pathname) => {
    const page = await head(pathname)
    expect(page.status).toBe(404)
    expect(page.title).toBe(pageTitle(NOT_FOUND_MESSAGE))
    expect(page.canonical).toBeNull()
  })
})
