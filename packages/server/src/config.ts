import path from 'node:path'
import { z } from 'zod'

const Environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://oabat.example' }).optional(),
  /** Seed a fresh database with demo data (default on). */
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** A GeoNames postal-code file imported when the postal-code table is empty. */
  POSTAL_CODES_FILE: z.string().optional(),
  LOG_REQUESTS: z.enum(['0', '1']).default('0'),
})

export type Config = z.infer<typeof Environment> & { dataDir: string; publicUrl: string }

export class ConfigError extends Error {}

/** Reads and checks the environment once; a wrong value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Environment.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  }
}
