import { createMailer, type Mailer } from '../mail/mailer.ts'
import { createTextMessageSender, type TextMessageSender } from '../mail/text-messages.ts'
import type { AccountContext } from './account-context.ts'
import { createOidcClients, type OidcClients } from './oidc-clients.ts'
import type { RateLimiter } from './rate-limiter.ts'

/** What the account routes share: mail and text messages, the rate limiter and the social login providers. */
export interface AuthServices {
  mailer: Mailer
  texts: TextMessageSender
  limiter: RateLimiter
  oidc: OidcClients
}

export function createAuthServices(context: AccountContext, limiter: RateLimiter): AuthServices {
  return {
    mailer: createMailer(context.config, context.now, context.db),
    texts: createTextMessageSender(context.config, context.now),
    limiter,
    oidc: createOidcClients(context.config),
  }
}
