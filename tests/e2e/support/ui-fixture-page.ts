import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const REPO_ROOT = path.resolve(HERE, '..', '..', '..')

/** packages/ui's test fixture bundled with esbuild (React from its dev dependencies) as one HTML page. */
export async function uiFixtureHtml(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'packages', 'ui', 'src', 'test-fixture.tsx')],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? ''
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="root"></div><script type="module">${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`
}
