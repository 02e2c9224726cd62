import { spawn } from 'node:child_process'
import pg from 'pg'

/** What an operator without the PostgreSQL client tools has to do. */
const CLIENT_MISSING =
  'is not installed: the PostgreSQL client tools are needed (Debian/Ubuntu: apt-get install postgresql-client, the same major version as the server or newer)'

/**
 * The connection of DATABASE_URL as libpq environment variables, so the password never shows on a
 * command line (where `ps` would show it to every user of the machine).
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const env: NodeJS.ProcessEnv = { ...process.env }
  const host = url.searchParams.get('host') ?? url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (host) env.PGHOST = decodeURIComponent(host)
  if (url.port) env.PGPORT = url.port
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  env.PGDATABASE = decodeURIComponent(url.pathname.replace(/^\//, ''))
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

/** Runs a PostgreSQL client tool; rejects with its own error output when it fails. */
function runTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: libpqEnvironment(databaseUrl), stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${tool} ${CLIENT_MISSING}` : `${tool}: ${error.message}`)),
    )
    child.once('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${tool} failed (exit code ${code}):\n${errors.trim()}`))
    })
  })
}

/**
 * pg_dump in its custom format: one consistent snapshot of the whole database (pg_dump reads in a
 * single repeatable-read transaction), taken while the server keeps writing.
 */
export function dumpPostgres(databaseUrl: string, targetFile: string): Promise<void> {
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${targetFile}`], databaseUrl)
}

/** pg_restore into the database of the URL, all or nothing; with clean, what is there is replaced. */
export function restorePostgres(databaseUrl: string, dumpFile: string, clean: boolean): Promise<void> {
  const database = libpqEnvironment(databaseUrl).PGDATABASE ?? ''
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database}`]
  if (clean) args.push('--clean', '--if-exists')
  return runTool('pg_restore', [...args, dumpFile], databaseUrl)
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** The number of tables outside PostgreSQL's own schemas: 0 for a freshly created database. */
export function countPostgresTables(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    return Number(result.rows[0]?.count ?? 0)
  })
}

/** The schema migrations applied to a PostgreSQL database, in the order they ran. */
export function postgresMigrations(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ name: string }>('select name from kysely_migration order by timestamp, name')
    return result.rows.map((row) => row.name)
  })
}
