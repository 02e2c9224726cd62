import { type Algorithm, hash } from '@node-rs/argon2'
import { TUTORIAL_STEPS } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { insertRows, nextId } from './batch-insert.ts'
import { DEMO_REFERENCE_TIME } from './demo-time.ts'

/**
 * Password of the demo accounts of trainee, business, school and region (README and tests use it).
 * Never the admin's: that one is generated per instance (demo-admin-password.ts).
 */
export const DEMO_PASSWORD = 'oabat-demo-2026'

export type DemoRole = 'trainee' | 'business' | 'school' | 'region' | 'admin'

export interface DemoAccount {
  role: DemoRole
  email: string
  /** Null for the admin, whose password each instance generates on first start. */
  password: string | null
  firstname: string
  lastname: string
}

/** One demo login per role (SPEC §6); the admin is recognised by its e-mail address. */
export const DEMO_ACCOUNTS: Readonly<Record<DemoRole, DemoAccount>> = {
  trainee: {
    role: 'trainee',
    email: 'azubi@demo.oabat.de',
    password: DEMO_PASSWORD,
    firstname: 'Lena',
    lastname: 'Huber',
  },
  business: {
    role: 'business',
    email: 'betrieb@demo.oabat.de',
    password: DEMO_PASSWORD,
    firstname: 'Thomas',
    lastname: 'Wimmer',
  },
  school: {
    role: 'school',
    email: 'schule@demo.oabat.de',
    password: DEMO_PASSWORD,
    firstname: 'Sabine',
    lastname: 'Gruber',
  },
  region: {
    role: 'region',
    email: 'region@demo.oabat.de',
    password: DEMO_PASSWORD,
    firstname: 'Markus',
    lastname: 'Stadler',
  },
  admin: {
    role: 'admin',
    email: 'admin@demo.oabat.de',
    password: null,
    firstname: 'Anna',
    lastname: 'Reiter',
  },
}

// Algorithm is a const enum in the typings, which isolatedModules cannot read at run time; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id

export interface DemoAccountLinks {
  businessId: number | null
  schoolId: number | null
  regionId: number | null
}

/** Argon2id hashes of each demo account's password, made before the seed transaction opens. */
export async function hashDemoPasswords(adminPassword: string): Promise<Map<DemoRole, string>> {
  const hashes = new Map<DemoRole, string>()
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    hashes.set(account.role, await hash(account.password ?? adminPassword, { algorithm: ARGON2ID }))
  }
  return hashes
}

/** Inserts the demo accounts that do not exist yet; returns how many were inserted. */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  links: DemoAccountLinks,
  hashes: Map<DemoRole, string>,
): Promise<number> {
  const existing = new Set((await db.selectFrom('users').select('email').execute()).map((r) => r.email))
  const createdAt = new Date(DEMO_REFERENCE_TIME).toISOString()
  let id = await nextId(db, 'users')
  const rows = Object.values(DEMO_ACCOUNTS)
    .filter((account) => !existing.has(account.email))
    .map((account) => ({
      id: id++,
      email: account.email,
      password_hash: hashes.get(account.role) as string,
      firstname: account.firstname,
      lastname: account.lastname,
      business_id: account.role === 'business' ? links.businessId : null,
      school_id: account.role === 'school' ? links.schoolId : null,
      region_id: account.role === 'region' ? links.regionId : null,
      is_trainee: account.role === 'trainee' ? 1 : 0,
      email_verified_at: createdAt,
      created_at: createdAt,
    }))
  await insertRows(db, 'users', rows)
  // The demo company is established: its „Erste Schritte“ are behind it, so its menu offers
  // Standorte and Benutzerverwaltung (SPEC §2) like that of a company that has used oabat for a while.
  const business = rows.find((row) => row.email === DEMO_ACCOUNTS.business.email)
  if (business) {
    const steps = [TUTORIAL_STEPS.sitesChecked, TUTORIAL_STEPS.firstSteps]
    await insertRows(
      db,
      'tutorial_steps',
      steps.map((step) => ({ user_id: business.id, step, created_at: createdAt })),
    )
  }
  return rows.length
}
