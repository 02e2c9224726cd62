/**
 * `pnpm bench oabalytics` (docs/oabalytics.md): 10 million analytics records generated straight
 * into the database in batches (raw records and their roll-ups, summed by the server's own
 * `aggregate`), then GET /api/statistics p95 cold and warm on SQLite and PostgreSQL, the ingest rate
 * of POST /api/oabalytics at 50 connections with a search load beside it (alone and during), and the size of the admin's oabalytics chunk.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { BENCH_DATABASE, generateRecords, recreateDatabase } from '../../packages/server/src/analytics/bench-records.ts'
import { migrateToLatest, openDatabase } from '../../packages/server/src/db/connect.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { startServer } from '../support/server.ts'
import { percentile } from './percentile.ts'

const RECORDS = Number(process.env.OABALYTICS_BENCH_RECORDS ?? 10_000_000)

const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
const shift = (day: string, step: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10)

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return performance.now() - started
}

async function adminToken(url: string, dataDir: string): Promise<string> {
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'demo-admin-password'), 'utf8').trim()
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.oabat.de', password }),
  })
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

const INGEST_BODY = JSON.stringify({
  oabalytics_user_id: 'benchvisitor',
  screen_width: 390,
  screen_height: 844,
  data: Array.from({ length: 20 }, (_, i) => ({
    route: i % 2 ? '/betriebe/betrieb-1/jobs/stelle-1' : '/ausbildung/ort-3',
    entity_type: i % 3 === 0 ? 'page_visit' : 'impression',
    tracked_entity_type: i % 3 === 0 ? null : 'job',
    tracked_entity_id: i,
    campaign_id: 'herbst',
    source: 'newsletter',
    medium: 'email',
  })),
})

/** A light search load (a pupil's search near Passau, two connections) for ten seconds. */
function searchLoad(url: string): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/api/search?latitude=48.5667&longitude=13.4319&radius=50&category=Alles&page=1`,
    connections: 2,
    duration: 10,
  })
}

/** One dialect: generate, start the built server on it, measure the dashboard and the ingest. */
async function measureDialect(dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `oabat-bench-oabalytics-${dialect}-`))
  // PostgreSQL: a database of its own beside the tests' (BENCH_DATABASE_URL names the server's maintenance database).
  const maintenance =
    dialect === 'postgres'
      ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test')
      : undefined
  const url = maintenance ? maintenance.replace(/\/[^/]*$/, `/${BENCH_DATABASE}`) : undefined
  const lines: string[] = []
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    if (maintenance) await recreateDatabase(maintenance, false)
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED: 'demo',
      ADMIN_EMAIL: 'admin@demo.oabat.de',
      ...(url ? { DATABASE_URL: url } : {}),
    }
    // The first start migrates and seeds the demo accounts; then the records go straight in.
    server = await startServer(env)
    await server.stop()
    const filled = openDatabase({ databaseUrl: url, sqliteFile: path.join(dataDir, 'oabat.sqlite') })
    await migrateToLatest(filled)
    await generateRecords(filled, RECORDS)
    await filled.close()

    server = await startServer({ ...env, SEED: 'none' })
    const token = await adminToken(server.url, dataDir)
    const today = berlinToday()
    // Cold: periods never asked before, right after the start (no answer is cached anywhere).
    const cold: number[] = []
    for (let i = 0; i < 20; i++) {
      const length = [7, 30, 90][i % 3] as number
      const to = shift(today, -i)
      cold.push(await timed(`${server.url}/api/statistics?from=${shift(to, -(length - 1))}&to=${to}`, token))
    }
    const warm: number[] = []
    for (const length of [7, 30, 90]) {
      const query = `from=${shift(today, -(length - 1))}&to=${today}`
      for (let i = 0; i < 30; i++) warm.push(await timed(`${server.url}/api/statistics?${query}`, token))
    }
    const label = `oabalytics dashboard GET /api/statistics ${dialect} ${RECORDS.toLocaleString('en')} records (7/30/90 days)`
    lines.push(`${label} cold p95: ${percentile(cold, 95).toFixed(0)} ms (target ≤ 1000 ms)`)
    lines.push(`${label} warm p95: ${percentile(warm, 95).toFixed(1)} ms (target ≤ 100 ms)`)

    // Search alone, then the same search beside the ingest: does ingest slow search (issue 17)?
    const searchAlone = await searchLoad(server.url)
    const [result, searchBeside] = await Promise.all([
      autocannon({
        url: `${server.url}/api/oabalytics`,
        connections: 50,
        duration: 10,
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: INGEST_BODY,
      }),
      searchLoad(server.url),
    ])
    lines.push(
      `oabalytics ingest POST /api/oabalytics ${dialect} 50 conns, 20 records a request: ${Math.round(result.requests.average * 20)} records/s (target ≥ 5000), p95 ${result.latency.p97_5} ms p97.5, ${result.non2xx + result.errors} failures of ${result.requests.total}`,
    )
    lines.push(
      `oabalytics search beside the ingest ${dialect}, /api/search 2 conns: p50 / p97.5 alone ${searchAlone.latency.p50} / ${searchAlone.latency.p97_5} ms, during the ingest ${searchBeside.latency.p50} / ${searchBeside.latency.p97_5} ms, ${searchBeside.non2xx + searchBeside.errors} failures`,
    )
  } finally {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (maintenance) await recreateDatabase(maintenance, true)
  }
  return lines
}

/** The admin's oabalytics page chunk (uPlot included) and its CSS, gzip. */
export function oabalyticsChunkLine(): string {
  const assets = path.join(REPO_ROOT, 'portal', 'dist', 'assets')
  const files = fs.readdirSync(assets).filter((f) => /^oabalytics-page-.*\.(js|css)$/.test(f))
  const bytes = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(assets, f))).length, 0)
  return `oabalytics admin chunk (page with uPlot, JS + CSS) gzip: ${bytes} B (${files.length} files; never in public pages or widgets)`
}

export async function oabalyticsLines(): Promise<string[]> {
  const dialects = (process.env.OABALYTICS_BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Array<
    'sqlite' | 'postgres'
  >
  const lines = [oabalyticsChunkLine()]
  console.log(lines[0])
  for (const dialect of dialects) {
    try {
      const measured = await measureDialect(dialect)
      for (const line of measured) console.log(line)
      lines.push(...measured)
    } catch (error) {
      const line = `oabalytics ${dialect}: not measured (${error instanceof Error ? error.message : String(error)})`
      console.log(line)
      lines.push(line)
    }
  }
  return lines
}
