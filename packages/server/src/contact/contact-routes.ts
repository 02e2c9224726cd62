import { MESSAGE_MISSING, NO_CONTENT_PROVIDED } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { Config } from '../config.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { appLinkMail, contactMail } from '../mail/mail-texts.ts'
import type { Mailer } from '../mail/mailer.ts'

export const CONTACT_SENT = 'Danke für Deine Nachricht! Wir melden uns so bald wie möglich bei Dir.'
export const APP_LINK_SENT = 'Wir haben Dir den Link geschickt. Schau in Dein Postfach.'

/** SPEC §5/§9: the product's own inbox receives what is written to „oabat“ (docs/contact.md). */
export function contactInbox(config: Config): string {
  return config.CONTACT_EMAIL ?? config.accounts.support ?? config.accounts.admin ?? 'kontakt@oabat.de'
}

/** POST /api/contact-us (the /kontakt and /idee forms) and POST /api/util/app_link; both limited per address. */
export function registerContactRoutes(app: Hono, context: AppContext, mailer: Mailer): void {
  const { config } = context
  const limiter = limiterOf(context)
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.TRUST_PROXY === '1')

  registerRoute(app, contract.contactUs, async ({ body, context: c }) => {
    const address = addressOf(c)
    // Counted before the content is checked: failing on purpose buys nothing.
    await limiter.consume('contactMessages', address)
    await limiter.consume('contactMessagesDaily', address)
    if (!body.message) throw new HttpError(422, NO_CONTENT_PROVIDED, { message: [MESSAGE_MISSING] })
    await mailer.send(
      contactMail({
        inbox: contactInbox(config),
        context: body.context,
        email: body.email,
        name: body.name ?? null,
        phone: body.phone ?? null,
        message: body.message,
        page: body.page ?? null,
      }),
    )
    return { message: CONTACT_SENT }
  })

  registerRoute(app, contract.appLink, async ({ body, context: c }) => {
    await limiter.consume('appLinkPerAddress', addressOf(c))
    await limiter.consume('appLinkPerRecipient', body.email)
    await mailer.send(appLinkMail(body.email, `${config.publicUrl}/`))
    return { message: APP_LINK_SENT }
  })
}
