import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDialect } from '../test-support/test-database.ts'
import { type Exit, runServerCli, type ServerProcess, spawnServerProcess } from './testing/server-process.ts'

/** The seed CLI asked for no businesses and no jobs: quick, and it still opens and migrates the database. */
function runSeedCli(env: Record<string, string>): Promise<Exit> {
  return runServerCli('seed-cli.ts', ['--businesses', '0', '--jobs', '0'], env)
}

async function answers(server: ServerProcess): Promise<number> {
  return (await fetch(`${server.url}/api/job_categories`)).status
}

// Only the SQLite run: the PostgreSQL run has no SQLite file to share (two-processes.test.ts covers it).
describe.runIf(testDialect() === 'sqlite')('one SQLite file, one server process', () => {
  let dataDir: string
  let first: ServerProcess | undefined
  let restarted: ServerProcess | undefined

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-one-process-'))
    first = await spawnServerProcess({ DATA_DIR: dataDir, SEED: 'none' }).started
  })

  afterAll(async () => {
    await Promise.all([first?.stop(), restarted?.stop()])
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a second process on the same DATA_DIR before it listens, saying what to do instead', async () => {
    const second = spawnServerProcess({ DATA_DIR: dataDir, SEED: 'none' })
    const exit = await second.exited
    expect(exit.code).toBe(2)
    expect(exit.output).toContain(`Another oabat process already uses the SQLite database in DATA_DIR (${dataDir})`)
    expect(exit.output).toContain('set DATABASE_URL and REDIS_URL')
    expect(exit.output).not.toContain('läuft auf')
    // A plain message for the operator, not a stack trace.
    expect(exit.output).not.toMatch(/\n\s+at /)
    await expect(second.started).rejects.toThrow(/exited with 2/)
    expect(await answers(first as ServerProcess)).toBe(200)
  })

  it('refuses the seed and postal-code CLIs while the server runs on the file', async () => {
    const seed = await runSeedCli({ DATA_DIR: dataDir })
    expect(seed.code).toBe(1)
    expect(seed.output).toContain('Another oabat process already uses the SQLite database')
    expect(seed.output).not.toContain('usage:')

    const postalCodes = path.join(dataDir, 'postal-codes.csv')
    fs.writeFileSync(
      postalCodes,
      'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude\n',
    )
    const imported = await runServerCli('import-postal-codes-cli.ts', [postalCodes], { DATA_DIR: dataDir })
    expect(imported.code).toBe(1)
    expect(imported.output).toContain('Another oabat process already uses the SQLite database')
    expect(await answers(first as ServerProcess)).toBe(200)
  })

  it('starts a new process once the first one is killed with SIGKILL (no stale lock)', async () => {
    await first?.kill()
    first = undefined
    restarted = await spawnServerProcess({ DATA_DIR: dataDir, SEED: 'none' }).started
    expect(await answers(restarted)).toBe(200)
  })

  it('lets the seed CLI run once no server runs on the file', async () => {
    await restarted?.stop()
    restarted = undefined
    const exit = await runSeedCli({ DATA_DIR: dataDir })
    expect(exit.output).not.toContain('Another oabat process')
    expect(exit.code).toBe(0)
  })
})
