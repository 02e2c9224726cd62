import { type Algorithm, hash, verify } from '@node-rs/argon2'
import { randomSecret } from './secret-tokens.ts'

// Algorithm is a const enum in the typings, which isolatedModules cannot read at run time; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id

/** An argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

let unknownUserHash: Promise<string> | undefined

/**
 * Whether a password matches its hash. Without a hash (unknown e-mail) it still runs one argon2
 * verification, so the answer takes as long as for a known account.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    unknownUserHash ??= hashPassword(randomSecret())
    await verify(await unknownUserHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}

/** The hash of a password nobody knows: accounts created by a social login until they set one. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomSecret())
}
