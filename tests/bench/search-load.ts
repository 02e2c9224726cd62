import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { startServer } from '../support/server.ts'
import { percentile } from './percentile.ts'

export interface LoadResult {
  p50: number
  p95: number
  requestsPerSecond: number
  errors: number
  non2xx: number
  requests: number
}

/** The large benchmark database (10,000 businesses, 100,000 jobs), seeded once and kept under data/. */
export function ensureLargeDatabase(): string {
  const dataDir = path.join(REPO_ROOT, 'data', 'bench')
  if (fs.existsSync(path.join(dataDir, 'oabat.sqlite'))) return dataDir
  fs.mkdirSync(dataDir, { recursive: true })
  const started = Date.now()
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'packages/server/dist/seed-cli.js'), '--large'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw new Error('seeding the benchmark database failed')
  }
  console.log(`bench database seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return dataDir
}

/**
 * `places`: the 100 places with most jobs, pages 1 and 2, as visitors of place pages ask (the same
 * coordinates again and again). `distinct`: every request a new point within ±0.05° of such a place,
 * so no ranking can be reused — the cost of a search nobody made before.
 */
export type SearchMix = 'places' | 'distinct'

async function pathGenerator(url: string, mix: SearchMix): Promise<() => string> {
  const response = await fetch(`${url}/api/search/popular_cities?limit=100`)
  const { items } = (await response.json()) as { items: Array<{ latitude: number; longitude: number }> }
  let next = 0
  return () => {
    const index = next++
    const place = items[index % items.length] as { latitude: number; longitude: number }
    const radius = [10, 25, 50][index % 3]
    const category = ['Alles', 'Ausbildung', 'Praktikum'][index % 3]
    const page = 1 + (Math.floor(index / items.length) % 2)
    const jitter = () => (mix === 'distinct' ? (Math.random() - 0.5) * 0.1 : 0)
    const lat = (place.latitude + jitter()).toFixed(5)
    const lng = (place.longitude + jitter()).toFixed(5)
    return `/api/search?latitude=${lat}&longitude=${lng}&radius=${radius}&category=${category}&page=${page}`
  }
}

/**
 * /api/search against the built server in its own process, the two mixes back to back on one
 * server (so both meet the same machine load): the cached places, then never-seen points.
 */
export async function measureSearchLoad(
  connections = 50,
  durationSeconds = 15,
): Promise<Record<SearchMix, LoadResult>> {
  const dataDir = ensureLargeDatabase()
  const server = await startServer({ DATA_DIR: dataDir, SEED: 'none' })
  try {
    const places = await measurePathLoad(
      server.url,
      await pathGenerator(server.url, 'places'),
      durationSeconds,
      connections,
    )
    const distinct = await measurePathLoad(
      server.url,
      await pathGenerator(server.url, 'distinct'),
      durationSeconds,
      connections,
    )
    return { places, distinct }
  } finally {
    await server.stop()
  }
}

/** Requests from `nextPath` under `connections` concurrent connections after a 3 s warm-up; latency percentiles. */
export async function measurePathLoad(
  url: string,
  nextPath: () => string,
  durationSeconds = 15,
  connections = 50,
): Promise<LoadResult> {
  // Warm-up: page cache and JIT, not counted.
  await autocannon({
    url,
    connections: Math.min(10, connections),
    duration: 3,
    requests: [{ setupRequest: (r) => ({ ...r, path: nextPath() }) }],
  })
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    requestsPerSecond: result.requests.average,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: latencies.length,
  }
}
