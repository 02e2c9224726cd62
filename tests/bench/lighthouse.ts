import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from '../support/server.ts'
import { demoPages } from './demo-pages.ts'

/** Lighthouse's figures of one page, each the median of its runs. */
export interface LighthouseFigures {
  page: string
  path: string
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
}

const RUNS = 3

/** Debian's Chromium with the same flags as the browser tests; chrome-launcher downloads nothing. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/**
 * Lighthouse's default run (mobile form factor, simulated Slow 4G and 4× CPU) on the built product
 * with the demo seed: home, a listing, a job, a company and a region page, each run three times on a
 * fresh storage, the median of each figure.
 */
export async function measureLighthouse(): Promise<LighthouseFigures[]> {
  const server = await startServer()
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const figures: LighthouseFigures[] = []
    for (const [page, path] of await demoPages(server.url)) {
      const runs: Array<Omit<LighthouseFigures, 'page' | 'path'>> = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`)
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`)
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        })
      }
      figures.push({
        page,
        path,
        performance: median(runs.map((r) => r.performance)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      })
    }
    return figures
  } finally {
    chrome.kill()
    await server.stop()
  }
}

/** One line per page, as `pnpm bench lighthouse` prints it. */
export function lighthouseLine(f: LighthouseFigures): string {
  return (
    `lighthouse mobile ${f.page} (${f.path}), median of ${RUNS}: performance ${f.performance} (target ≥ 98), ` +
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s (target ≤ 1.5 s), CLS ${f.cls.toFixed(3)} (target ≤ 0.02), ` +
    `TBT ${Math.round(f.tbtMs)} ms (target ≤ 50 ms)`
  )
}
