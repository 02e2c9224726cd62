import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server serves dist/index.html for every page (with the head filled in) and dist/assets/* as immutable files.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server renderer links a rendered page's CSS and chunks from it.
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React in a file of its own: it changes with an upgrade, not with each deploy of the
              // portal, so browsers keep it cached across our releases; and `pnpm bench coverage`
              // can tell React's unused share (most of the entry's) from ours.
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler)\//,
            },
            {
              // Rolldown puts modules that the entry shares with lazy pages into chunks of their
              // own (rolldown#10731): ten preloads of 150–3,000 bytes, each with its own request and
              // gzip frame. The ones every page loads go into one chunk instead: wouter, nanostores
              // and the core rules and stores the page frame itself uses.
              name: 'shell',
              test: /node_modules\/(nanostores|use-sync-external-store|wouter)\/|packages\/core\/src\/(constants|stores\/logout-reset|rules\/(roles|home-link))\.ts|packages\/ui\/src\/class-names|preload-helper/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite` dev server: the API comes from a running oabat server.
    proxy: { '/api': process.env.OABAT_API ?? 'http://localhost:3000' },
  },
})
