import { contract } from '@oabat/core/contract'
import type { Context, Hono } from 'hono'
import * as client from 'openid-client'
import { retryOnUniqueViolation } from '../accounts/unique-violation.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import type { AccountContext } from './account-context.ts'
import type { AuthServices } from './auth-services.ts'
import { issueToken } from './session-tokens.ts'
import { accountForSocialLogin, type SocialClaims, SocialLoginError } from './social-login.ts'
import { isoAfter, LIFETIMES } from './token-lifetimes.ts'

export const UNKNOWN_PROVIDER = 'Diesen Anmeldeanbieter gibt es nicht.'
export const PROVIDER_UNREACHABLE =
  'Der Anmeldeanbieter ist gerade nicht erreichbar. Bitte versuche es später noch einmal.'
const LOGIN_FAILED = 'Die Anmeldung über den Anbieter hat nicht geklappt. Bitte versuche es noch einmal.'
const LOGIN_EXPIRED = 'Die Anmeldung hat zu lange gedauert. Bitte versuche es noch einmal.'

/** The portal page that finishes a social login (SPEC §2 /social/login). */
export const SOCIAL_LOGIN_PAGE = '/social/login'

/**
 * Social login with OpenID Connect (authorization code flow with PKCE, state and nonce):
 * GET /api/auth/social/{provider} answers {redirectURL} to the provider; the provider sends the
 * browser to GET /api/auth/social/{provider}/callback, which logs the user in and redirects to
 * /social/login?token=… (or /social/login?error=… with a German message).
 */
export function registerSocialRoutes(app: Hono, context: AccountContext, { oidc }: AuthServices): void {
  const { db, config, now } = context
  const callbackUrl = (provider: string) => `${config.publicUrl}/api/auth/social/${provider}/callback`

  async function configuration(provider: string): Promise<client.Configuration> {
    try {
      return await oidc.configuration(provider)
    } catch (error) {
      console.error(`OIDC discovery of ${provider} failed:`, error)
      throw new HttpError(502, PROVIDER_UNREACHABLE)
    }
  }

  registerRoute(app, contract.socialProviders, async () => ({ data: oidc.list() }))

  registerRoute(app, contract.socialRedirect, async ({ params }) => {
    if (!oidc.has(params.provider)) throw notFound(UNKNOWN_PROVIDER)
    const settings = await configuration(params.provider)
    const state = client.randomState()
    const nonce = client.randomNonce()
    const codeVerifier = client.randomPKCECodeVerifier()
    const at = now()
    await db.deleteFrom('oidc_login_states').where('expires_at', '<=', new Date(at).toISOString()).execute()
    await db
      .insertInto('oidc_login_states')
      .values({
        state,
        provider: params.provider,
        code_verifier: codeVerifier,
        nonce,
        created_at: new Date(at).toISOString(),
        expires_at: isoAfter(at, LIFETIMES.socialLoginState),
      })
      .execute()
    const redirectURL = client.buildAuthorizationUrl(settings, {
      redirect_uri: callbackUrl(params.provider),
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    return { redirectURL: redirectURL.href }
  })

  const finish = (c: Context, outcome: { token: string } | { error: string }) => {
    const target = new URL(SOCIAL_LOGIN_PAGE, `${config.publicUrl}/`)
    if ('token' in outcome) target.searchParams.set('token', outcome.token)
    else target.searchParams.set('error', outcome.error)
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(target.href, 302)
  }

  app.get('/api/auth/social/:provider/callback', async (c) => {
    const provider = c.req.param('provider')
    if (!oidc.has(provider)) throw notFound(UNKNOWN_PROVIDER)
    const query = new URL(c.req.url).searchParams
    const state = query.get('state') ?? ''
    const saved = state
      ? await db.selectFrom('oidc_login_states').selectAll().where('state', '=', state).executeTakeFirst()
      : undefined
    // One state, one use.
    if (saved) await db.deleteFrom('oidc_login_states').where('state', '=', state).execute()
    if (!saved || saved.provider !== provider) return finish(c, { error: LOGIN_FAILED })
    if (saved.expires_at <= new Date(now()).toISOString()) return finish(c, { error: LOGIN_EXPIRED })
    if (query.has('error')) return finish(c, { error: LOGIN_FAILED })

    let claims: SocialClaims
    try {
      const settings = await configuration(provider)
      // The URL the provider redirected to, rebuilt on the public address (a proxy may rewrite the host).
      const current = new URL(callbackUrl(provider))
      current.search = query.toString()
      const tokens = await client.authorizationCodeGrant(settings, current, {
        pkceCodeVerifier: saved.code_verifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      })
      const idClaims = tokens.claims() as unknown as SocialClaims
      // Many providers put the address only in the userinfo answer, not in the ID token.
      claims = idClaims.email
        ? idClaims
        : {
            ...((await client.fetchUserInfo(settings, tokens.access_token, idClaims.sub)) as Partial<SocialClaims>),
            sub: idClaims.sub,
          }
    } catch (error) {
      console.error(`OIDC callback of ${provider} failed:`, error)
      return finish(c, { error: LOGIN_FAILED })
    }
    try {
      // Two callbacks of one first login at once: the loser runs again and finds the winner's link.
      const token = await retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const userId = await accountForSocialLogin(trx, provider, claims, now())
          return issueToken(trx, userId, now())
        }),
      )
      return finish(c, { token: token.token })
    } catch (error) {
      if (error instanceof SocialLoginError) return finish(c, { error: error.message })
      throw error
    }
  })
}
