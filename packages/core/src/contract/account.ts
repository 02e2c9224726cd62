import { z } from 'zod'
import {
  DeactivationBody,
  EmailChangeBody,
  EmailChangeRequestBody,
  NotificationSettingsBody,
  PasswordChangeBody,
  PasswordRequestBody,
  PasswordResetBody,
  TutorialStepBody,
  tutorialStepField,
  UserAliasBody,
  UserUpdateBody,
} from '../schemas/account.ts'
import { idField } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Confirmation, NotificationSettings, User, UserAlias } from '../schemas/user.ts'
import { YourDataExport } from '../schemas/your-data.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Konto'
const userIdParams = z.object({ id: idField('Die Nutzer-ID') })
/** Accounts whose mail settings are user aliases: those that receive messages and job interests. */
const ORGANISATIONS = ['business', 'school', 'region'] as const

export const updateUser = defineRoute(routePaths.updateUser, {
  summary: 'Eigenes Konto ändern (Push-ID one_signal_id und Profilfelder); nur das eigene',
  tag,
  access: 'user',
  params: userIdParams,
  body: UserUpdateBody,
  response: dataEnvelope(User),
})

export const passwordChange = defineRoute(routePaths.passwordChange, {
  summary: 'Passwort ändern mit dem bisherigen Passwort; meldet andere Sitzungen ab',
  tag,
  access: 'user',
  body: PasswordChangeBody,
  response: Confirmation,
})

export const passwordRequest = defineRoute(routePaths.passwordRequest, {
  summary: 'Link zum Zurücksetzen des Passworts anfordern; antwortet immer gleich',
  tag,
  access: 'public',
  body: PasswordRequestBody,
  response: Confirmation,
})

export const passwordReset = defineRoute(routePaths.passwordReset, {
  summary: 'Neues Passwort mit dem Link aus der E-Mail setzen; meldet alle Sitzungen ab',
  tag,
  access: 'public',
  body: PasswordResetBody,
  response: Confirmation,
})

export const requestEmailChange = defineRoute(routePaths.requestEmailChange, {
  summary: 'Neue E-Mail-Adresse angeben; ein Code geht an die neue Adresse',
  tag,
  access: 'user',
  body: EmailChangeRequestBody,
  response: Confirmation,
})

export const emailChange = defineRoute(routePaths.emailChange, {
  summary: 'Neue E-Mail-Adresse mit dem Code bestätigen',
  tag,
  access: 'user',
  body: EmailChangeBody,
  response: dataEnvelope(User),
})

export const requestDeactivation = defineRoute(routePaths.requestDeactivation, {
  summary: 'Deaktivierung des eigenen Kontos beantragen, mit Grund',
  tag,
  access: 'user',
  body: DeactivationBody,
  response: Confirmation,
})

export const yourData = defineRoute(routePaths.yourData, {
  summary: 'Alle über Dich gespeicherten Daten als JSON (DSGVO Art. 15 und 20); nur die eigenen',
  tag,
  access: 'user',
  params: userIdParams,
  response: dataEnvelope(YourDataExport),
})

export const notificationSettings = defineRoute(routePaths.notificationSettings, {
  summary: 'Benachrichtigungseinstellungen des Azubis',
  tag,
  access: ['trainee'],
  response: dataEnvelope(NotificationSettings),
})

export const updateNotificationSettings = defineRoute(routePaths.updateNotificationSettings, {
  summary: 'Benachrichtigungseinstellungen des Azubis ändern',
  tag,
  access: ['trainee'],
  body: NotificationSettingsBody,
  response: dataEnvelope(NotificationSettings),
})

export const userAlias = defineRoute(routePaths.userAlias, {
  summary: 'E-Mail-Einstellungen (User alias) eines Unternehmens-, Schul- oder Regionskontos; id ist die Nutzer-ID',
  tag,
  access: ORGANISATIONS,
  params: userIdParams,
  response: dataEnvelope(UserAlias),
})

export const updateUserAlias = defineRoute(routePaths.updateUserAlias, {
  summary: 'E-Mail-Einstellungen (User alias) ändern; nur die eigenen',
  tag,
  access: ORGANISATIONS,
  params: userIdParams,
  body: UserAliasBody,
  response: dataEnvelope(UserAlias),
})

const stepsResponse = dataEnvelope(z.array(z.string()))

export const addTutorialStep = defineRoute(routePaths.addTutorialStep, {
  summary: 'Einen Tutorial-Schritt als erledigt merken; nur für das eigene Konto',
  tag,
  access: 'user',
  params: userIdParams,
  body: TutorialStepBody,
  response: stepsResponse,
})

export const tutorialSteps = defineRoute(routePaths.tutorialSteps, {
  summary: 'Erledigte Tutorial-Schritte des eigenen Kontos',
  tag,
  access: 'user',
  params: userIdParams,
  response: stepsResponse,
})

export const removeTutorialStep = defineRoute(routePaths.removeTutorialStep, {
  summary: 'Einen Tutorial-Schritt wieder entfernen (tutorial_step in der Query)',
  tag,
  access: 'user',
  params: userIdParams,
  query: z.object({ tutorial_step: tutorialStepField }),
  response: stepsResponse,
})
