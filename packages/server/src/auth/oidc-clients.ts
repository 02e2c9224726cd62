import * as client from 'openid-client'
import type { Config, OidcProviderConfig } from '../config.ts'

export interface OidcClients {
  /** Names of the configured providers (OIDC_PROVIDERS). */
  names(): string[]
  has(name: string): boolean
  /** Name and button label of each provider, in the configured order; nothing secret. */
  list(): { name: string; label: string }[]
  /** The discovered client configuration; discovery runs once per provider and is retried after a failure. */
  configuration(name: string): Promise<client.Configuration>
}

/** Plain http is allowed only for an issuer on this machine (a provider started by a test or for development). */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)
}

function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer)
  return client.discovery(
    issuer,
    provider.client_id,
    provider.client_secret,
    undefined,
    isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
  )
}

/** Without a configured label the button shows the name with a capital first letter ("google" → "Google"). */
function defaultLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** The OpenID Connect providers of OIDC_PROVIDERS, discovered lazily (openid-client v6). */
export function createOidcClients(config: Config): OidcClients {
  const providers = new Map(config.OIDC_PROVIDERS.map((p) => [p.name, p]))
  const discovered = new Map<string, Promise<client.Configuration>>()
  return {
    names: () => [...providers.keys()],
    has: (name) => providers.has(name),
    list: () => config.OIDC_PROVIDERS.map((p) => ({ name: p.name, label: p.label?.trim() || defaultLabel(p.name) })),
    configuration(name) {
      const provider = providers.get(name)
      if (!provider) return Promise.reject(new Error(`unknown provider ${name}`))
      let pending = discovered.get(name)
      if (!pending) {
        pending = discover(provider)
        pending.catch(() => discovered.delete(name))
        discovered.set(name, pending)
      }
      return pending
    },
  }
}
