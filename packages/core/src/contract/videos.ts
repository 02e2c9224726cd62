import { z } from 'zod'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Video } from '../schemas/video.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'

const TAG = 'Medien'
const videoParams = z.object({
  videoId: z.coerce
    .number({ error: 'Die Id muss eine Zahl sein.' })
    .int()
    .positive('Die Id muss eine Zahl sein.')
    .max(RECORD_ID_MAX, ID_TOO_LARGE),
})

const videoTitle = z
  .string({ error: 'Bitte gib einen Titel an.' })
  .trim()
  .min(1, 'Bitte gib einen Titel an.')
  .max(150, 'Der Titel darf höchstens 150 Zeichen lang sein.')
  .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
const videoDescription = z
  .string({ error: 'Die Beschreibung muss ein Text sein.' })
  .trim()
  .max(2000, 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.')
  .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
  .nullable()
  .optional()

export const registerVideo = defineRoute(paths.registerVideo, {
  summary: 'Ein fertig hochgeladenes Video (tus, /api/videos/upload) mit Titel registrieren',
  tag: TAG,
  access: 'user',
  body: z.object({
    upload_id: z
      .string({ error: 'Bitte gib die Upload-Id an.' })
      .regex(/^[0-9a-f-]{36}$/, 'Die Upload-Id ist ungültig.'),
    title: videoTitle,
    description: videoDescription,
  }),
  response: dataEnvelope(Video),
  status: 201,
})

export const videos = defineRoute(paths.videos, {
  summary: 'Eigene Videos mit Status',
  tag: TAG,
  access: 'user',
  response: dataEnvelope(z.array(Video)),
})

export const video = defineRoute(paths.video, {
  summary: 'Ein Video (fertige für alle, sonst nur für den Besitzer)',
  tag: TAG,
  access: 'public',
  params: videoParams,
  response: dataEnvelope(Video),
})

export const deleteVideo = defineRoute(paths.deleteVideo, {
  summary: 'Eigenes Video löschen',
  tag: TAG,
  access: 'user',
  params: videoParams,
  response: z.object({ message: z.string() }),
})

export const updateVideo = defineRoute(paths.updateVideo, {
  summary: 'Titel und Beschreibung des eigenen Videos ändern',
  tag: TAG,
  access: 'user',
  params: videoParams,
  body: z.object({ title: videoTitle.optional(), description: videoDescription }),
  response: dataEnvelope(Video),
})

/** SPEC §7 Business: POST /api/business/delete-video (businessID) — the company video goes, file and all. */
export const deleteBusinessVideo = defineRoute(paths.deleteBusinessVideo, {
  summary: 'Das Video des eigenen Unternehmensprofils entfernen und löschen',
  tag: TAG,
  access: ['business'],
  body: z.object({
    businessID: z.coerce
      .number({ error: 'Die Unternehmens-Id muss eine Zahl sein.' })
      .int()
      .positive('Die Unternehmens-Id muss eine Zahl sein.')
      .max(RECORD_ID_MAX, ID_TOO_LARGE),
  }),
  response: z.object({ message: z.string() }),
})

const videoChannelParams = videoParams.extend({
  channel: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Diesen Kanal gibt es nicht.'),
})

export const addVideoChannel = defineRoute(paths.addVideoChannel, {
  summary: 'Eigenes Video in einem eigenen Kanal zeigen',
  tag: TAG,
  access: 'user',
  params: videoChannelParams,
  response: dataEnvelope(Video),
})

export const removeVideoChannel = defineRoute(paths.removeVideoChannel, {
  summary: 'Eigenes Video aus einem Kanal nehmen',
  tag: TAG,
  access: 'user',
  params: videoChannelParams,
  response: dataEnvelope(Video),
})
