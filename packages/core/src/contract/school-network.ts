import { z } from 'zod'
import { idField } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { NetworkAnswerBody, NetworkRequest, NetworkRequestBody } from '../schemas/school-network.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Firmennetzwerk'
const pairParams = z.object({
  schoolId: idField('Die Schul-Id'),
  site: z.string().min(1).max(200).meta({ description: 'Id or slug of the business site' }),
})

export const networkRequest = defineRoute(routePaths.networkRequest, {
  summary: 'Die Netzwerk-Anfrage zwischen einer Schule und einem Standort (nur die beiden Seiten)',
  tag,
  access: ['school', 'business'],
  params: pairParams,
  response: dataEnvelope(NetworkRequest),
})

export const createNetworkRequest = defineRoute(routePaths.createNetworkRequest, {
  summary: 'Eine Schule fragt einen Standort an oder ein Unternehmen eine Schule (Chat-Aktion „Netzwerk Anfrage“)',
  tag,
  access: ['school', 'business'],
  params: pairParams,
  body: NetworkRequestBody,
  response: dataEnvelope(NetworkRequest),
  status: 201,
})

export const answerNetworkRequest = defineRoute(routePaths.answerNetworkRequest, {
  summary: 'Die angefragte Seite nimmt eine offene Anfrage an oder lehnt sie ab (einmal)',
  tag,
  access: ['school', 'business'],
  params: pairParams,
  body: NetworkAnswerBody,
  response: dataEnvelope(NetworkRequest),
})

export const schoolNetwork = defineRoute(routePaths.schoolNetwork, {
  summary: 'Alle Anfragen und Partnerbetriebe der eigenen Schule (Firmennetzwerk)',
  tag,
  access: ['school'],
  params: z.object({ schoolId: idField('Die Schul-Id') }),
  response: dataEnvelope(z.array(NetworkRequest)),
})

export const businessSchools = defineRoute(routePaths.businessSchools, {
  summary: 'Alle Anfragen und Partnerschulen der Standorte des eigenen Unternehmens (Schulnetzwerk)',
  tag,
  access: ['business'],
  params: z.object({ businessId: idField('Die Unternehmens-Id') }),
  response: dataEnvelope(z.array(NetworkRequest)),
})
