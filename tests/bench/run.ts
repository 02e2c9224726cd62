/**
 * @module bench — `pnpm bench`: prints one line per measured figure. Targets are goals, not
 * assertions; the README's performance table records what was measured. `pnpm bench search`
 * (or `sizes`, `v2`, `realtime`, `livestream`, `live`, `lighthouse`, `waterfall`, `coverage`, `oabalytics`, several at
 * once) runs only those parts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureWidgetSizes } from '../../widgets/scripts/measure-sizes.ts'
import { WIDGET_BUDGETS } from '../../widgets/scripts/size-budgets.ts'
import { REPO_ROOT, SERVER_MAIN } from '../support/repo-paths.ts'
import { entryCoverageLine, measureEntryCoverage } from './entry-coverage.ts'
import { lighthouseLine, measureLighthouse } from './lighthouse.ts'
import { measureLiveVideoCpu } from './live-video-cpu.ts'
import { livestreamChatRateLines } from './livestream-chat-rate.ts'
import { oabalyticsLines } from './oabalytics-load.ts'
import { measurePortalInitialJs } from './portal-initial-js.ts'
import { realtimeFanoutLines } from './realtime-fanout.ts'
import { measureSearchLoad } from './search-load.ts'
import { measureSuggestLoad, measureTermSearchLoad } from './search-v2-load.ts'
import { measureWidgetWaterfall, waterfallLine } from './widget-waterfall.ts'

const PARTS = [
  'sizes',
  'search',
  'v2',
  'realtime',
  'livestream',
  'live',
  'lighthouse',
  'waterfall',
  'coverage',
  'oabalytics',
] as const
const chosen = process.argv.slice(2)
const unknown = chosen.filter((part) => !(PARTS as readonly string[]).includes(part))
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`)
  process.exit(1)
}
const runs = (part: (typeof PARTS)[number]) => chosen.length === 0 || chosen.includes(part)
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const widgetsDist = path.join(REPO_ROOT, 'widgets', 'dist')
if (!fs.existsSync(SERVER_MAIN) || !fs.existsSync(widgetsDist)) {
  console.error('Build first: pnpm build')
  process.exit(1)
}

console.log(
  `# ${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores · ${os.cpus()[0]?.model ?? ''} · node ${process.version}`,
)

if (runs('sizes')) {
  const sizes = await measureWidgetSizes(widgetsDist)
  console.log(`widget loader oabat.js gzip: ${sizes.loader} B (target ≤ 2048 B)`)
  console.log(
    `widget job list page total gzip (loader + entry + chunks): ${sizes.loader + sizes.jobList} B (target ≤ 20480 B)`,
  )
  console.log(
    `widget job card page total gzip (loader + entry + chunks): ${sizes.loader + sizes.jobCard} B (target ≤ 18432 B)`,
  )

  console.log(`widget search beyond the shared runtime gzip: ${sizes.searchOwn} B (target ≤ 8192 B)`)
  console.log(`widget consent beyond the shared runtime gzip: ${sizes.consentOwn} B (target ≤ 8192 B)`)
  console.log(`widget business list beyond the shared runtime gzip: ${sizes.businessListOwn} B (target ≤ 6144 B)`)
  console.log(`widget chat beyond the shared runtime gzip: ${sizes.chatOwn} B (target ≤ 12288 B)`)
  const portalJs = measurePortalInitialJs(path.join(REPO_ROOT, 'portal', 'dist'))
  console.log(`portal initial JS gzip (entry + preloaded modules, ${portalJs.files} files): ${portalJs.bytes} B`)
  console.log(
    `widget job list ratings (ratings.js beyond the list, loaded with the attribute) gzip: ${sizes.jobListRatings} B (target ≤ ${WIDGET_BUDGETS.jobListRatings} B)`,
  )
  console.log(`widget chat pusher-js chunk, loaded on opening, gzip: ${sizes.chatRealtime} B (target ≤ 20480 B)`)
}

if (runs('search')) {
  console.log(`# load average before the search: ${loadAverage()}`)
  const loads = await measureSearchLoad()
  for (const mix of ['places', 'distinct'] as const) {
    const load = loads[mix]
    const label = `search 100k jobs sqlite 50 conns (${mix})`
    console.log(`${label} p50: ${load.p50.toFixed(1)} ms`)
    console.log(`${label} p95: ${load.p95.toFixed(1)} ms (target ≤ 20 ms)`)
    console.log(`${label} throughput: ${Math.round(load.requestsPerSecond)} req/s (target ≥ 1500)`)
    console.log(`${label} failures: ${load.errors + load.non2xx} of ${load.requests}`)
  }
  console.log(
    `search never-seen ÷ cached, 50 conns: p95 ${(loads.distinct.p95 / loads.places.p95).toFixed(2)}× (target ≤ 2×)`,
  )
  // One connection: what a single request costs, without queueing behind 49 others.
  const single = await measureSearchLoad(1, 8)
  for (const mix of ['places', 'distinct'] as const) {
    const load = single[mix]
    console.log(
      `search 100k jobs sqlite 1 conn (${mix}) p50: ${load.p50.toFixed(2)} ms, p95: ${load.p95.toFixed(2)} ms, ${Math.round(load.requestsPerSecond)} req/s`,
    )
  }
  console.log(
    `search never-seen ÷ cached, 1 conn: p95 ${(single.distinct.p95 / single.places.p95).toFixed(2)}× (target ≤ 2×)`,
  )
  console.log(`# load average after the search: ${loadAverage()}`)
}

if (runs('v2')) {
  const term = await measureTermSearchLoad()
  console.log(`v2 search 100k jobs with term and filter, 50 conns p50: ${term.p50.toFixed(1)} ms`)
  console.log(`v2 search 100k jobs with term and filter, 50 conns p95: ${term.p95.toFixed(1)} ms (target ≤ 25 ms)`)
  console.log(`v2 search 100k jobs with term and filter throughput: ${Math.round(term.requestsPerSecond)} req/s`)
  console.log(`v2 search 100k jobs with term and filter failures: ${term.errors + term.non2xx} of ${term.requests}`)
  const suggest = await measureSuggestLoad()
  console.log(`suggest 100k jobs 50 conns p50: ${suggest.p50.toFixed(1)} ms`)
  console.log(`suggest 100k jobs 50 conns p95: ${suggest.p95.toFixed(1)} ms (target ≤ 10 ms)`)
  console.log(`suggest 100k jobs throughput: ${Math.round(suggest.requestsPerSecond)} req/s`)
  console.log(`suggest 100k jobs failures: ${suggest.errors + suggest.non2xx} of ${suggest.requests}`)
  // One connection: what a single request costs, without queueing behind 49 others.
  const termOne = await measureTermSearchLoad(1, 8)
  console.log(
    `v2 search 100k jobs with term and filter, 1 conn p50: ${termOne.p50.toFixed(2)} ms, p95: ${termOne.p95.toFixed(2)} ms`,
  )
  const suggestOne = await measureSuggestLoad(1, 8)
  console.log(`suggest 100k jobs 1 conn p50: ${suggestOne.p50.toFixed(2)} ms, p95: ${suggestOne.p95.toFixed(2)} ms`)
}

if (runs('realtime')) {
  console.log(`# load average before the realtime fan-out: ${loadAverage()}`)
  for (const line of await realtimeFanoutLines()) console.log(line)
}

if (runs('livestream')) {
  console.log(`# load average before the livestream chat rate: ${loadAverage()}`)
  for (const line of await livestreamChatRateLines()) console.log(line)
}

if (runs('lighthouse')) {
  console.log(`# load average before Lighthouse: ${loadAverage()}`)
  for (const figures of await measureLighthouse()) console.log(lighthouseLine(figures))
}

if (runs('waterfall')) {
  console.log(`# load average before the widget waterfall: ${loadAverage()}`)
  const { widget, iframe } = await measureWidgetWaterfall()
  console.log(waterfallLine('<oabat-job-list> on a host page, Slow 4G, 4× CPU, cold cache', widget))
  console.log(waterfallLine('/embed/jobs iframe on a host page, same', iframe))
}

if (runs('coverage')) {
  console.log(`# load average before the entry coverage: ${loadAverage()}`)
  for (const figures of await measureEntryCoverage()) console.log(entryCoverageLine(figures))
}

if (runs('live')) {
  console.log(`# load average before the livestream: ${loadAverage()}`)
  for (const [codecs, mode] of [
    ['h264-aac', 'copy'],
    ['flv1-mp3', 'encode'],
  ] as const) {
    const cpu = await measureLiveVideoCpu(codecs)
    console.log(
      `livestream 720p25 ${mode} (${codecs} in): server ${cpu.server.toFixed(1)} % + ffmpeg ${cpu.packager.toFixed(1)} % of one core`,
    )
  }
}

if (runs('oabalytics')) {
  console.log(`# load average before oabalytics: ${loadAverage()}`)
  // Each line is printed as it is measured.
  await oabalyticsLines()
}
