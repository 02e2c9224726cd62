import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server serves dist/index.html for every page (with the head filled in) and dist/assets/* as immutable files.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    // `vite` dev server: the API comes from a running oabat server.
    proxy: { '/api': process.env.OABAT_API ?? 'http://localhost:3000' },
  },
})
