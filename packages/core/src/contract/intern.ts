import { dataEnvelope } from '../schemas/envelopes.ts'
import { CreatedLiveVideoStream, LiveVideoStream } from '../schemas/live-video.ts'
import { OutboxEntry, OutboxQuery } from '../schemas/outbox.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

export const internMails = defineRoute(routePaths.internMails, {
  summary:
    'Postausgang: E-Mails und SMS, die ohne SMTP_URL bzw. SMS_GATEWAY_URL abgelegt wurden, neueste zuerst (nur Admin)',
  tag: 'Intern',
  access: 'admin',
  query: OutboxQuery,
  response: dataEnvelope(OutboxEntry.array()),
})

export const liveVideoStreams = defineRoute(routePaths.liveVideoStreams, {
  summary: 'RTMP-Streams für Livestreams: Wiedergabe-URL und ob gerade gesendet wird, neueste zuerst (nur Admin)',
  tag: 'Intern',
  access: 'admin',
  response: dataEnvelope(LiveVideoStream.array()),
})

export const createLiveVideoStream = defineRoute(routePaths.createLiveVideoStream, {
  summary:
    'Legt einen RTMP-Stream an: Streamschlüssel (nur in dieser Antwort), Eingangs-URL für OBS/ffmpeg und Wiedergabe-URL (nur Admin)',
  tag: 'Intern',
  access: 'admin',
  response: CreatedLiveVideoStream,
  status: 201,
})
