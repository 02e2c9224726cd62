import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

/** What the test provider knows about a person (by subject). */
export interface TestPerson {
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

export interface OidcTestProvider {
  /** The issuer URL, known before the provider answers (oabat's OIDC_PROVIDERS needs it first). */
  issuer: string
  /** Starts answering as a real OpenID provider with one confidential client. */
  serve(client: { clientId: string; clientSecret: string; redirectUris: string[] }): void
  stop(): Promise<void>
}

/**
 * A real OpenID Connect provider (npm oidc-provider) on 127.0.0.1 for tests. Its development login
 * form takes any subject as „login“ and any password; consent is granted at once, so a test only
 * logs in at the provider. Claims come from `people` by subject.
 */
export async function startOidcTestProvider(people: Record<string, TestPerson>): Promise<OidcTestProvider> {
  // The port is fixed first, so oabat can be configured with the issuer before the provider exists.
  const server = http.createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    issuer,
    serve({ clientId, clientSecret, redirectUris }) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
        cookies: { keys: ['cookie-key-fuer-den-test'] },
        pkce: { required: () => true },
        async findAccount(_ctx, id) {
          return { accountId: id, claims: async () => ({ sub: id, ...people[id] }) }
        },
        async loadExistingGrant(ctx: KoaContextWithOIDC) {
          const oidc = ctx.oidc
          const existing = oidc.session?.grantIdFor(oidc.client?.clientId ?? '')
          if (existing) return oidc.provider.Grant.find(existing)
          const grant = new oidc.provider.Grant({ clientId: oidc.client?.clientId, accountId: oidc.session?.accountId })
          grant.addOIDCScope('openid email profile')
          await grant.save()
          return grant
        },
      })
      server.on('request', provider.callback())
    },
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
