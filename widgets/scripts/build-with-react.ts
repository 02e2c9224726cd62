/**
 * Bundles an app entry that uses the widget components with real React (no preact alias), the
 * way the portal consumes them. The React test builds its fixture app with it; it lives here
 * because vite, react and react-dom resolve from this package.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const widgetsRoot = fileURLToPath(new URL('..', import.meta.url))

/** Writes `app.js` (an ES module) for `entry` into `outDir`. */
export async function buildWithReact(entry: string, outDir: string): Promise<void> {
  await build({
    root: widgetsRoot,
    configFile: false,
    logLevel: 'error',
    // One copy of react and react-dom, from this package, for the entry and the components.
    resolve: { dedupe: ['react', 'react-dom'] },
    define: { 'process.env.NODE_ENV': '"development"' },
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      copyPublicDir: false,
      lib: { entry, formats: ['es'], fileName: () => 'app.js' },
    },
  })
}
