/**
 * @module bench — `pnpm bench`: prints one line per measured figure. Targets are goals, not
 * assertions; the README's performance table records what was measured.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureWidgetSizes } from '../../widgets/scripts/measure-sizes.ts'
import { REPO_ROOT, SERVER_MAIN } from '../support/repo-paths.ts'
import { measurePortalInitialJs } from './portal-initial-js.ts'
import { realtimeFanoutLines } from './realtime-fanout.ts'
import { measureSearchLoad } from './search-load.ts'
import { measureSuggestLoad, measureTermSearchLoad } from './search-v2-load.ts'

const widgetsDist = path.join(REPO_ROOT, 'widgets', 'dist')
if (!fs.existsSync(SERVER_MAIN) || !fs.existsSync(widgetsDist)) {
  console.error('Build first: pnpm build')
  process.exit(1)
}

console.log(
  `# ${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores · ${os.cpus()[0]?.model ?? ''} · node ${process.version}`,
)

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
console.log(`widget chat pusher-js chunk, loaded on opening, gzip: ${sizes.chatRealtime} B (target ≤ 20480 B)`)

for (const mix of ['places', 'distinct'] as const) {
  const load = await measureSearchLoad(mix)
  const label = `search 100k jobs sqlite 50 conns (${mix})`
  console.log(`${label} p50: ${load.p50.toFixed(1)} ms`)
  console.log(`${label} p95: ${load.p95.toFixed(1)} ms (target ≤ 20 ms)`)
  console.log(`${label} throughput: ${Math.round(load.requestsPerSecond)} req/s (target ≥ 1500)`)
  console.log(`${label} failures: ${load.errors + load.non2xx} of ${load.requests}`)
}

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

console.log(
  `# load average before the realtime fan-out: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
for (const line of await realtimeFanoutLines()) console.log(line)
