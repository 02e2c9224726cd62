import { z } from 'zod'
import { idField } from '../schemas/account-fields.ts'
import {
  BusinessChannels,
  ChannelRequest,
  ChannelRequestBody,
  EmbedLivestream,
  EmbedOrigin,
} from '../schemas/embed-reach.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { defineRoute } from './define-route.ts'
import { embedReachRoutePaths as paths } from './embed-reach-route-paths.ts'

const channelParam = z
  .string({ error: 'Der Channel muss ein Text sein.' })
  .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Diesen Channel gibt es nicht.')
const requestParams = z.object({ id: idField('Die Anfrage-Id') })

export const embedOrigins = defineRoute(paths.embedOrigins, {
  summary:
    'Wo die Einbindungen des eigenen Unternehmens laufen: Origins der letzten 90 Tage mit Aufrufen, Stellenaufrufen und Anfragen (Berechtigung job_einblick)',
  tag: 'Einblick',
  access: ['business'],
  response: dataEnvelope(z.array(EmbedOrigin)),
})

export const businessChannels = defineRoute(paths.businessChannels, {
  summary:
    'Die Channels der eigenen Standorte (Regionen, Schulen, Messen), die Beitrittsanfragen und die Regionen zur Wahl',
  tag: 'Channels',
  access: ['business'],
  response: dataEnvelope(BusinessChannels),
})

export const createChannelRequest = defineRoute(paths.createChannelRequest, {
  summary: 'Beitritt eines eigenen Standorts zum Channel einer Region anfragen (die Region nimmt an)',
  tag: 'Channels',
  access: ['business'],
  body: ChannelRequestBody,
  status: 201,
  response: dataEnvelope(ChannelRequest),
})

export const leaveChannel = defineRoute(paths.leaveChannel, {
  summary: 'Einen eigenen Standort aus einem Channel nehmen',
  tag: 'Channels',
  access: ['business'],
  params: z.object({ channel: channelParam, id: idField('Die Standort-Id') }),
  response: z.object({ message: z.string() }),
})

export const regionMemberRequests = defineRoute(paths.regionMemberRequests, {
  summary: 'Die offenen Beitrittsanfragen an den Kanal der eigenen Region (der Admin: an alle Kanäle)',
  tag: 'Schulen und Regionen',
  access: ['region', 'admin'],
  response: dataEnvelope(z.array(ChannelRequest)),
})

export const acceptMemberRequest = defineRoute(paths.acceptMemberRequest, {
  summary: 'Eine Beitrittsanfrage annehmen: der Standort kommt aktiv in den Kanal',
  tag: 'Schulen und Regionen',
  access: ['region', 'admin'],
  params: requestParams,
  response: dataEnvelope(ChannelRequest),
})

export const declineMemberRequest = defineRoute(paths.declineMemberRequest, {
  summary: 'Eine Beitrittsanfrage ablehnen',
  tag: 'Schulen und Regionen',
  access: ['region', 'admin'],
  params: requestParams,
  response: dataEnvelope(ChannelRequest),
})

export const embedLivestreams = defineRoute(paths.embedLivestreams, {
  summary: 'Die Livestreams von Messen, bei denen das eigene Unternehmen auftritt (für eine Einbindung)',
  tag: 'Einblick',
  access: ['business'],
  response: dataEnvelope(z.array(EmbedLivestream)),
})
