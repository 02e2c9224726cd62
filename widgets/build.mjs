/**
 * Builds the embeddable widgets with Vite's JS API, in two passes:
 *  1. the widget entries as ES modules (dist/job-list.js, dist/job-card.js, shared code in
 *     dist/chunks/ with hashed names), React aliased to preact/compat;
 *  2. the loader as one classic IIFE script (dist/oabat.js), which must load without modules,
 *     with each entry's static chunks baked in (the loader preloads them).
 * PROTOCOL.md is copied next to them, so the server publishes it at /widgets/PROTOCOL.md.
 */
import { copyFile, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const outDir = fileURLToPath(new URL('./dist/', import.meta.url))

const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom(\/client)?$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
]

const shared = {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: preactAliases },
  define: { 'process.env.NODE_ENV': '"production"' },
}

await rm(outDir, { recursive: true, force: true })

const widgets = await build({
  ...shared,
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    modulePreload: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        'job-list': 'src/job-list/job-list-element.tsx',
        'job-card': 'src/job-card/job-card-element.tsx',
        search: 'src/search/search-element.tsx',
        consent: 'src/consent/consent-element.tsx',
        chat: 'src/chat/chat-element.tsx',
        'business-list': 'src/business-list/business-list-element.tsx',
        livestream: 'src/livestream/livestream-element.tsx',
        // Not an element: the job elements' rating control, imported by URL when asked for.
        ratings: 'src/rating/ratings-entry.tsx',
      },
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // preact on its own (rarely changes, cached across releases); what only the two lists
        // share (src/shared/list, the place lookup, the list CSS) in a chunk only they load; the
        // rest that two or more widgets use in one shared chunk. The list and consent groups leave
        // their modules' dependencies to the shared chunk (includeDependenciesRecursively: false),
        // or they would pull the API client and constants out of it.
        codeSplitting: {
          groups: [
            { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/ },
            {
              name: 'list',
              test: /[\\/]src[\\/](shared[\\/]list[\\/]|job-list[\\/](resolve-place|job-list\.css))/,
              includeDependenciesRecursively: false,
            },
            // Consent state that only the consent banner and the chat read: out of the runtime
            // every other widget downloads.
            {
              name: 'shared-consent',
              test: /[\\/]node_modules[\\/]nanostores[\\/]|[\\/]core[\\/]src[\\/](stores[\\/]consent-store|rules[\\/]consent)\./,
              includeDependenciesRecursively: false,
            },
            // What only the chat and the livestream (and the consent banner: storage) use: local
            // storage with its keys, the roles, the mounted signal and Vite's dynamic-import helper
            // (both load pusher-js lazily). Out of the runtime the lists, the card and the search load.
            {
              name: 'shared-live',
              test: /vite[\\/]preload-helper|[\\/]core[\\/]src[\\/](stores[\\/]storage(-keys)?|rules[\\/]roles)\.|[\\/]shared[\\/]use-mounted-signal\./,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
})

// Every chunk an entry imports statically, transitively: the loader preloads them beside the
// entry (<link rel="modulepreload">), so they download in parallel, not after the entry.
const chunks = [widgets].flat().flatMap((output) => output.output)
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
const staticChunks = (file, seen = new Set()) => {
  for (const imported of byFile.get(file)?.imports ?? []) {
    if (!seen.has(imported)) staticChunks(imported, seen.add(imported))
  }
  return [...seen]
}
const widgetChunks = Object.fromEntries(
  chunks
    .filter((chunk) => chunk.type === 'chunk' && chunk.isEntry)
    .map((chunk) => [chunk.fileName, staticChunks(chunk.fileName)]),
)

await build({
  ...shared,
  define: { ...shared.define, __WIDGET_CHUNKS__: JSON.stringify(widgetChunks) },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: 'src/loader/oabat.ts',
      formats: ['iife'],
      name: 'oabatLoader',
      fileName: () => 'oabat.js',
    },
  },
})

await copyFile(new URL('./PROTOCOL.md', import.meta.url), new URL('./dist/PROTOCOL.md', import.meta.url))
