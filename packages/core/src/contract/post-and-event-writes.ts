import { z } from 'zod'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { EventItem, Post } from '../schemas/posts-and-events.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .min(min, min === 1 ? `Bitte gib ${label} ein.` : `${label} muss mindestens ${min} Zeichen lang sein.`)
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
const channelSlug = z
  .string({ error: 'Der Kanal muss ein Text sein.' })
  .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Diesen Kanal gibt es nicht.')
const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: bitte als Datum mit Uhrzeit (ISO 8601) angeben.` })

const PostFields = z.object({
  title: text('Der Titel', 3, 150),
  teaser: text('Der Anreißer', 0, 300).default(''),
  body: text('Der Text', 1, 20_000),
  channel: channelSlug.optional().meta({ description: 'Default: the author own channel (oabat for businesses)' }),
})

export const createPost = defineRoute(paths.createPost, {
  summary: 'Beitrag veröffentlichen (Unternehmen, Schule, Region); Inhalt unter post',
  tag: 'Beiträge und Events',
  access: ['business', 'school', 'region'],
  body: z.object({ post: PostFields }, { error: 'Bitte sende den Beitrag unter post.' }),
  response: dataEnvelope(Post),
  status: 201,
})

export const updatePost = defineRoute(paths.updatePost, {
  summary: 'Eigenen Beitrag ändern',
  tag: 'Beiträge und Events',
  access: ['business', 'school', 'region'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  body: z.object({
    post: z
      .object({ title: PostFields.shape.title, teaser: text('Der Anreißer', 0, 300), body: PostFields.shape.body })
      .partial(),
  }),
  response: dataEnvelope(Post),
})

export const deletePost = defineRoute(paths.deletePost, {
  summary: 'Eigenen Beitrag löschen',
  tag: 'Beiträge und Events',
  access: ['business', 'school', 'region'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({ message: z.string() }),
})

const EventFields = z.object({
  title: text('Der Titel', 3, 150),
  description: text('Die Beschreibung', 0, 10_000).default(''),
  start_at: dateTime('Beginn'),
  end_at: dateTime('Ende').nullable().optional(),
  city: text('Der Ort', 1, 100).nullable().optional(),
  channel: channelSlug,
})

export const createEvent = defineRoute(paths.createEvent, {
  summary: 'Event im eigenen Kanal anlegen (Schule oder Region, SPEC §6 editEvents; der Admin in jedem Kanal)',
  tag: 'Beiträge und Events',
  access: ['school', 'region', 'admin'],
  body: EventFields.refine((e) => !e.end_at || e.end_at >= e.start_at, {
    message: 'Das Ende liegt vor dem Beginn.',
    path: ['end_at'],
  }),
  response: dataEnvelope(EventItem),
  status: 201,
})

export const updateEvent = defineRoute(paths.updateEvent, {
  summary: 'Event im eigenen Kanal ändern (der Admin in jedem Kanal)',
  tag: 'Beiträge und Events',
  access: ['school', 'region', 'admin'],
  params: z.object({
    eventId: z.coerce
      .number({ error: 'Die Id muss eine Zahl sein.' })
      .int()
      .positive('Die Id muss eine Zahl sein.')
      .max(RECORD_ID_MAX, ID_TOO_LARGE),
  }),
  body: EventFields.omit({ channel: true })
    .partial()
    .extend({ description: text('Die Beschreibung', 0, 10_000).optional() }),
  response: dataEnvelope(EventItem),
})
