import { z } from 'zod'
import {
  IdentifierBody,
  LegacyLoginBody,
  LoginBody,
  OidcProviderParams,
  OtpCheckBody,
  SocialProvider,
  TemporaryLoginBody,
  VerifyAccountBody,
} from '../schemas/auth.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { AuthToken, Confirmation, User } from '../schemas/user.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Anmeldung'

export const authLogin = defineRoute(routePaths.authLogin, {
  summary: 'Anmelden mit E-Mail und Passwort; der Token (Feld token) geht danach als Bearer-Header mit',
  tag,
  access: 'public',
  body: LoginBody,
  response: AuthToken,
})

export const login = defineRoute(routePaths.login, {
  summary: 'Anmelden (ältere Form); skipActivation erlaubt die Anmeldung vor der E-Mail-Bestätigung',
  tag,
  access: 'public',
  body: LegacyLoginBody,
  response: AuthToken,
})

export const authLogout = defineRoute(routePaths.authLogout, {
  summary: 'Abmelden: der Token wird ungültig',
  tag,
  access: 'user',
  response: Confirmation,
})

export const authUser = defineRoute(routePaths.authUser, {
  summary: 'Der angemeldete Nutzer',
  tag,
  access: 'user',
  response: dataEnvelope(User),
})

export const temporaryLogin = defineRoute(routePaths.temporaryLogin, {
  summary: 'Als anderer Nutzer anmelden (nur Admin; wird protokolliert)',
  tag,
  access: 'admin',
  body: TemporaryLoginBody,
  response: AuthToken,
})

export const authCheck = defineRoute(routePaths.authCheck, {
  summary: 'Gibt es schon ein Konto zu dieser E-Mail-Adresse oder Telefonnummer?',
  tag,
  access: 'guest',
  body: IdentifierBody,
  response: dataEnvelope(z.object({ exists: z.boolean() })),
})

export const sendOtp = defineRoute(routePaths.sendOtp, {
  summary: 'Einen 6-stelligen Code an die E-Mail-Adresse oder Telefonnummer senden (10 Minuten gültig)',
  tag,
  access: 'guest',
  body: IdentifierBody,
  response: dataEnvelope(z.object({ expires_at: z.string() })).extend({ message: z.string() }),
})

export const verifyOtp = defineRoute(routePaths.verifyOtp, {
  summary: 'Einen Code prüfen, ohne ihn zu verbrauchen (höchstens 5 Versuche je Code)',
  tag,
  access: 'guest',
  body: OtpCheckBody,
  response: dataEnvelope(z.object({ valid: z.literal(true) })),
})

export const verifyAccount = defineRoute(routePaths.verifyAccount, {
  summary: 'Die eigene E-Mail-Adresse (oder Telefonnummer) mit dem zugesandten Code bestätigen',
  tag,
  access: 'user',
  body: VerifyAccountBody,
  response: dataEnvelope(User),
})

export const resendVerification = defineRoute(routePaths.resendVerification, {
  summary: 'Einen neuen Bestätigungscode an das eigene Konto senden',
  tag,
  access: 'user',
  response: Confirmation,
})

export const socialRedirect = defineRoute(routePaths.socialRedirect, {
  summary:
    'Anmeldung über einen OpenID-Connect-Anbieter beginnen; der Rückweg endet auf /social/login?token=… im Portal',
  tag,
  access: 'public',
  params: OidcProviderParams,
  response: z.object({ redirectURL: z.string() }),
})

export const socialProviders = defineRoute(routePaths.socialProviders, {
  summary:
    'Die eingerichteten Anmeldeanbieter (OpenID Connect) mit Namen für /api/auth/social/{provider} und Beschriftung; leer, wenn keiner eingerichtet ist',
  tag,
  access: 'public',
  response: dataEnvelope(z.array(SocialProvider)),
})
