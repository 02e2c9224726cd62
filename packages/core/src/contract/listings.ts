import { z } from 'zod'
import { AUTHOR_TYPES, SEARCH_PER_PAGE, SEARCH_RADIUS_KM } from '../constants.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { AnalyticsRecord } from '../schemas/analytics.ts'
import { dataEnvelope, pagedEnvelope } from '../schemas/envelopes.ts'
import { EventItem, JobFair, Post } from '../schemas/posts-and-events.ts'
import { JobList, Region } from '../schemas/regions-and-lists.ts'
import { defineRoute } from './define-route.ts'
import { latitudeField, longitudeField, queryInteger, queryNumber } from './query-fields.ts'
import { routePaths } from './route-paths.ts'

const slugParams = z.object({ slug: z.string().min(1).max(200) })
const idParams = z.object({ id: z.string().min(1).max(200) })
const pageFields = {
  page: queryInteger('Die Seite', 1, 1000).default(1),
  per_page: queryInteger('Die Seitengröße', SEARCH_PER_PAGE.min, SEARCH_PER_PAGE.max).default(SEARCH_PER_PAGE.default),
}
const channelField = z.string().trim().min(1).max(100).optional()

export const posts = defineRoute(routePaths.posts, {
  summary: 'Neuigkeiten (Beiträge) eines Kanals, neueste zuerst',
  tag: 'Beiträge und Events',
  access: 'public',
  query: z.object({
    channel: channelField,
    author_type: z
      .enum(AUTHOR_TYPES, { error: `Der Autorentyp muss einer von ${AUTHOR_TYPES.join(', ')} sein.` })
      .optional(),
    author: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Only the posts of this author (its slug; with author_type for one kind)' }),
    ...pageFields,
  }),
  response: pagedEnvelope(Post),
})

export const post = defineRoute(routePaths.post, {
  summary: 'Ein Beitrag',
  tag: 'Beiträge und Events',
  access: 'public',
  params: slugParams,
  response: dataEnvelope(Post),
})

export const events = defineRoute(routePaths.events, {
  summary: 'Anstehende Events eines Kanals, früheste zuerst',
  tag: 'Beiträge und Events',
  access: 'public',
  query: z.object({ channel: channelField, past: z.enum(['0', '1']).default('0') }),
  response: dataEnvelope(z.array(EventItem)),
})

export const event = defineRoute(routePaths.event, {
  summary: 'Ein Event (Id oder Slug)',
  tag: 'Beiträge und Events',
  access: 'public',
  params: idParams,
  response: dataEnvelope(EventItem),
})

export const jobFairs = defineRoute(routePaths.jobFairs, {
  summary: 'Ausbildungsmessen, nach Nähe oder Datum',
  tag: 'Beiträge und Events',
  access: 'public',
  query: z
    .object({
      channel: channelField,
      latitude: latitudeField.optional(),
      longitude: longitudeField.optional(),
      distance: queryNumber('Der Umkreis', SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max).default(100),
    })
    .superRefine((q, ctx) => {
      if ((q.latitude === undefined) !== (q.longitude === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Breiten- und Längengrad gehören zusammen.' })
      }
    }),
  response: dataEnvelope(z.array(JobFair)),
})

export const jobFair = defineRoute(routePaths.jobFair, {
  summary: 'Eine Ausbildungsmesse (Id oder Slug)',
  tag: 'Beiträge und Events',
  access: 'public',
  params: idParams,
  response: dataEnvelope(JobFair),
})

export const jobLists = defineRoute(routePaths.jobLists, {
  summary: 'Joblisten (kuratierte Auswahl von Stellen)',
  tag: 'Jobs',
  access: 'public',
  response: dataEnvelope(z.array(JobList)),
})

export const jobListDetail = defineRoute(routePaths.jobListDetail, {
  summary: 'Eine Jobliste (Id oder Slug)',
  tag: 'Jobs',
  access: 'public',
  params: idParams,
  response: dataEnvelope(JobList),
})

const JobListInput = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Der Name muss mindestens 3 Zeichen lang sein.')
    .max(120, 'Der Name ist zu lang.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED),
  description: z
    .string()
    .trim()
    .max(2000, 'Die Beschreibung ist zu lang.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .nullable()
    .optional(),
  job_slugs: z.array(z.string().min(1).max(200)).max(1000, 'Höchstens 1000 Stellen je Liste.').default([]),
})

export const createJobList = defineRoute(routePaths.createJobList, {
  summary: 'Jobliste anlegen',
  tag: 'Jobs',
  access: 'admin',
  body: JobListInput,
  response: dataEnvelope(JobList),
  status: 201,
})

export const updateJobList = defineRoute(routePaths.updateJobList, {
  summary: 'Jobliste ändern',
  tag: 'Jobs',
  access: 'admin',
  params: idParams,
  body: JobListInput,
  response: dataEnvelope(JobList),
})

export const deleteJobList = defineRoute(routePaths.deleteJobList, {
  summary: 'Jobliste löschen',
  tag: 'Jobs',
  access: 'admin',
  params: idParams,
  response: z.null(),
  status: 204,
})

export const regions = defineRoute(routePaths.regions, {
  summary: 'Regionen mit eigenem Kanal',
  tag: 'Schulen und Regionen',
  access: 'public',
  response: dataEnvelope(z.array(Region)),
})

export const region = defineRoute(routePaths.region, {
  summary: 'Eine Region (Id oder Slug)',
  tag: 'Schulen und Regionen',
  access: 'public',
  params: idParams,
  response: dataEnvelope(Region),
})

export const analytics = defineRoute(routePaths.analytics, {
  summary: 'Nutzungsdaten (Seitenaufrufe, Ereignisse, Einblendungen) nach Einwilligung',
  tag: 'Analytics',
  access: 'public',
  body: AnalyticsRecord,
  response: z.null(),
  status: 204,
})
