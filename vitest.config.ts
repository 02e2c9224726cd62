import { configDefaults, defineConfig } from 'vitest/config'
import { PartTimingReporter } from './tests/support/part-timing-reporter.ts'

// One run covers every package: core unit tests, the server over real HTTP on both dialects,
// and the browser tests against the built product.
const serverTests = ['packages/server/src/**/*.test.ts']

/**
 * npm test runs the browser files in a vitest run of their own beside the rest (scripts/test.sh).
 * The browser run took longer, leaving a core idle at the end; these files run at the end of the
 * other run instead, so that both runs end about together (docs/testing.md).
 */
const BROWSER_FILES_AFTER_THE_SERVER = ['tests/e2e/listing-routes.test.ts', 'tests/widgets/reattach.test.ts']

/** Browser files: one at a time, each with its own built server and Chromium. */
function browserPart(name: string, include: string[], exclude: string[]) {
  return {
    test: {
      name,
      include,
      // Vitest's own excludes (node_modules, dist …) stay: a project's exclude replaces them.
      exclude: [...configDefaults.exclude, ...exclude],
      globalSetup: ['packages/server/src/test-support/template-setup-sqlite.ts'],
      // Journeys of 30 s on an idle machine take twice that on a busy one.
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      // expect.poll gives up after 1 s by default: too short for a busy CI machine's browser.
      expect: { poll: { timeout: 15_000 } },
    },
  }
}

export default defineConfig({
  test: {
    // The default report, then the time each part took and the slowest files.
    reporters: ['default', new PartTimingReporter()],
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'ui', include: ['packages/ui/src/**/*.test.tsx'] } },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          env: { OABAT_TEST_DIALECT: 'sqlite' },
          // The files share one worker's module cache instead of importing the server afresh each
          // (half of this part's time was imports); each file still starts its own server and database.
          isolate: false,
          // One migrated, seeded database per run that each file's server copies (docs/testing.md).
          globalSetup: ['packages/server/src/test-support/template-setup-sqlite.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          env: { OABAT_TEST_DIALECT: 'postgres' },
          // The files share one worker's module cache instead of importing the server afresh each
          // (half of this part's time was imports); each file still starts its own server and database.
          isolate: false,
          globalSetup: ['packages/server/src/test-support/template-setup-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      browserPart('browser', ['tests/**/*.test.ts'], BROWSER_FILES_AFTER_THE_SERVER),
      browserPart('browser-after-server', BROWSER_FILES_AFTER_THE_SERVER, []),
    ],
  },
})
