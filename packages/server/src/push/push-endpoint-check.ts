import { isIP } from 'node:net'
import type { Config } from '../config.ts'
import { HttpError } from '../http/http-error.ts'

const NOT_A_PUSH_SERVICE = 'Die Push-Adresse muss eine https-Adresse eines Push-Dienstes sein.'

/** Loopback, private, link-local and unspecified addresses (IPv4 and IPv6 literals). */
function isLocalAddress(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (address === 'localhost' || address.endsWith('.localhost')) return true
  const version = isIP(address)
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number)
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    )
  }
  if (version === 6)
    return (
      address === '::' ||
      address === '::1' ||
      /^f[cd]/.test(address) ||
      /^fe[89ab]/.test(address) ||
      address.startsWith('::ffff:')
    )
  return false
}

/**
 * The server posts to every stored endpoint: in production only to public push services, never to
 * this machine or a private network (PUSH_LOCAL_ENDPOINTS=1 allows that for a local push service).
 * Host names are not resolved; push services are public names (docs/push.md).
 */
export function requirePublicPushEndpoint(config: Pick<Config, 'NODE_ENV' | 'PUSH_LOCAL_ENDPOINTS'>, endpoint: string) {
  const allowLocal = (config.PUSH_LOCAL_ENDPOINTS ?? (config.NODE_ENV === 'production' ? '0' : '1')) === '1'
  if (!allowLocal && isLocalAddress(new URL(endpoint).hostname))
    throw new HttpError(422, NOT_A_PUSH_SERVICE, { endpoint: [NOT_A_PUSH_SERVICE] })
}
