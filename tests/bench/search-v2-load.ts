import { type ServedProduct, startServer } from '../support/server.ts'
import { ensureLargeDatabase, type LoadResult, measurePathLoad } from './search-load.ts'

/** Terms visitors type, with the filters a page adds (category, start year, only companies that answer fast). */
const TERMS = ['kaufmann', 'mechatroniker', 'elektroniker', 'bäcker', 'pflege', 'tischler', 'verkäufer', 'büro']
const FILTERS = ['category=office', 'start_year=2027', 'category=craft,it', 'avg_response_time=72', 'graduation=mittel']
/** What visitors type into the suggestion field, typos and umlauts spelled out included. */
const TYPED = [
  'kaufman buero',
  'mechatronik',
  'elektro',
  'baecker',
  'pflegefach',
  'tischl',
  'verkaeuf',
  'fachinform',
  'kfz mecha',
  'friseu',
  'strassenb',
  'zahnmed',
]

async function popularPlaces(url: string): Promise<Array<{ latitude: number; longitude: number }>> {
  const response = await fetch(`${url}/api/search/popular_cities?limit=100`)
  return ((await response.json()) as { items: Array<{ latitude: number; longitude: number }> }).items
}

async function withLargeServer<T>(run: (server: ServedProduct) => Promise<T>): Promise<T> {
  const server = await startServer({ DATA_DIR: ensureLargeDatabase(), SEED: 'none' })
  try {
    return await run(server)
  } finally {
    await server.stop()
  }
}

/**
 * GET /api/v2/search/jobs with a term and a filter around the 100 places with most jobs, pages 1
 * and 2, at 100,000 jobs: the full-text index (FTS5 on SQLite) meets the geo-cell candidates.
 */
export function measureTermSearchLoad(connections = 50, durationSeconds = 15): Promise<LoadResult> {
  return withLargeServer(async (server) => {
    const places = await popularPlaces(server.url)
    let next = 0
    return measurePathLoad(
      server.url,
      () => {
        const i = next++
        const place = places[i % places.length] as { latitude: number; longitude: number }
        const term = encodeURIComponent(TERMS[i % TERMS.length] as string)
        const filter = FILTERS[Math.floor(i / TERMS.length) % FILTERS.length]
        const page = 1 + (Math.floor(i / places.length) % 2)
        return `/api/v2/search/jobs?latitude=${place.latitude}&longitude=${place.longitude}&distance=50&term=${term}&${filter}&page=${page}`
      },
      durationSeconds,
      connections,
    )
  })
}

/** GET /api/v2/search/jobs/suggest with typed fragments (typos, umlauts spelled out) at 100,000 jobs. */
export function measureSuggestLoad(connections = 50, durationSeconds = 15): Promise<LoadResult> {
  return withLargeServer(async (server) => {
    let next = 0
    return measurePathLoad(
      server.url,
      () => `/api/v2/search/jobs/suggest?term=${encodeURIComponent(TYPED[next++ % TYPED.length] as string)}`,
      durationSeconds,
      connections,
    )
  })
}
