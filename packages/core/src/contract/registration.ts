import { z } from 'zod'
import { RegisterBody, TraineeRegistrationBody } from '../schemas/auth.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Invitation, InvitationAcceptBody, InvitationCheckBody } from '../schemas/invitation.ts'
import { BusinessRegistrationBody, RegionRegistrationBody, SchoolRegistrationBody } from '../schemas/registration.ts'
import { AuthToken } from '../schemas/user.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Registrierung'

export const registerTrainee = defineRoute(routePaths.registerTrainee, {
  summary: 'Als Azubi registrieren mit dem zugesandten Code; meldet gleich an',
  tag,
  access: 'guest',
  body: TraineeRegistrationBody,
  response: AuthToken,
  status: 201,
})

export const register = defineRoute(routePaths.register, {
  summary: 'Registrieren mit Aktivierungslink per E-Mail',
  tag,
  access: 'guest',
  body: RegisterBody,
  response: dataEnvelope(z.object({ id: z.number().int(), email: z.string() })).extend({ message: z.string() }),
  status: 201,
})

export const activate = defineRoute(routePaths.activate, {
  summary: 'Konto über den Link aus der Aktivierungsmail freischalten; meldet an',
  tag,
  access: 'public',
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Dieser Aktivierungslink ist ungültig.') }),
  response: AuthToken,
})

export const registerBusiness = defineRoute(routePaths.registerBusiness, {
  summary: 'Unternehmen registrieren: Unternehmen, Hauptstandort und Konto in einem Schritt; meldet an',
  tag,
  access: 'guest',
  body: BusinessRegistrationBody,
  response: AuthToken,
  status: 201,
})

export const registerSchool = defineRoute(routePaths.registerSchool, {
  summary: 'Schule registrieren: Schule, Channel und Konto in einem Schritt; meldet an',
  tag,
  access: 'guest',
  body: SchoolRegistrationBody,
  response: AuthToken,
  status: 201,
})

export const registerRegion = defineRoute(routePaths.registerRegion, {
  summary: 'Region registrieren: Region, Channel und Konto in einem Schritt; meldet an',
  tag,
  access: 'guest',
  body: RegionRegistrationBody,
  response: AuthToken,
  status: 201,
})

export const invitation = defineRoute(routePaths.invitation, {
  summary:
    'Eine Einladung in ein Unternehmen prüfen (Token und E-Mail aus dem Link /arbeitgeber/einladung): Unternehmen und vorgemerkter Name; 404 unbekannt, 410 abgelaufen oder durch eine neuere ersetzt, 409 schon angenommen, 422 ohne E-Mail',
  tag,
  access: 'public',
  body: InvitationCheckBody,
  response: dataEnvelope(Invitation),
})

export const acceptInvitation = defineRoute(routePaths.acceptInvitation, {
  summary:
    'Eine Einladung in ein Unternehmen annehmen: Name und Passwort festlegen; bestätigt die E-Mail-Adresse und meldet an',
  tag,
  access: 'public',
  body: InvitationAcceptBody,
  response: AuthToken,
})
