import path from 'node:path'
import { build } from 'esbuild'
import { REPO_ROOT } from '../../support/repo-paths.ts'

/** A portal module bundled with esbuild (React from the portal's dependencies) as one HTML page. */
export async function portalFixtureHtml(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'portal', 'src', entry)],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    // What Vite puts in for the production build.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.PROD': 'true' },
    logLevel: 'silent',
  })
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? ''
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="root"></div><script type="module">${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`
}
