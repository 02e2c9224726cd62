import type { Context } from 'hono'
import type { AuthServices } from '../auth/auth-services.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { Config } from '../config.ts'

/**
 * Counts a registration attempt of any kind against its client address, before anything is looked
 * up: also an attempt with an address that has an account already counts, so the "already
 * registered" answer is no unlimited existence check (docs/abuse-limits.md).
 */
export async function limitRegistration(services: AuthServices, config: Config, c: Context): Promise<void> {
  const address = clientAddress(c, config.TRUST_PROXY === '1')
  await services.limiter.consume('registration', address)
  await services.limiter.consume('registrationDaily', address)
}
