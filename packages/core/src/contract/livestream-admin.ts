import { z } from 'zod'
import { containsMarkup, isHttpUrl, MARKUP_REFUSED, URL_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { LivestreamSummary } from '../schemas/livestreams.ts'
import { AdminJobFair } from '../schemas/posts-and-events.ts'
import { defineRoute } from './define-route.ts'
import { livestreamAdminRoutePaths as paths } from './livestream-admin-route-paths.ts'

/** Most companies one fair lists (published and unpublished together). */
export const JOB_FAIR_BUSINESSES_MAX = 500

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine Zahl sein.`)
    .positive(`${label} muss eine Zahl sein.`)
    .max(RECORD_ID_MAX, ID_TOO_LARGE)

const requiredShownText = (ask: string, name: string, max: number) =>
  z
    .string({ error: `Bitte gib ${ask} ein.` })
    .trim()
    .min(1, `Bitte gib ${ask} ein.`)
    .max(max, `${name} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)

const dateTime = (ask: string) =>
  z.iso
    .datetime({ offset: true, error: `Bitte gib ${ask} als Zeitpunkt an, z. B. 2026-05-04T10:00:00+02:00.` })
    .transform((value) => new Date(value).toISOString())

const slug = (ask: string) =>
  z
    .string({ error: `Bitte wähle ${ask}.` })
    .trim()
    .min(1, `Bitte wähle ${ask}.`)
    .max(200, `Bitte wähle ${ask}.`)
    .regex(/^[a-z0-9-]+$/, `Bitte wähle ${ask}.`)

const businessIds = (label: string) =>
  z
    .array(id('Das Unternehmen'), { error: `${label} müssen eine Liste von Unternehmen sein.` })
    .max(JOB_FAIR_BUSINESSES_MAX, `Höchstens ${JOB_FAIR_BUSINESSES_MAX} Unternehmen je Messe.`)
    .default([])

/** A fair as the admin writes it (SPEC §3 Job fair); the same body for create and update. */
export const JobFairInput = z
  .object({
    name: requiredShownText('einen Namen', 'Der Name', 120),
    title: requiredShownText('einen Titel', 'Der Titel', 150),
    description: z
      .string({ error: 'Die Beschreibung muss ein Text sein.' })
      .trim()
      .max(5000, 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.')
      .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
      .default(''),
    channel: slug('einen Kanal'),
    location_slug: slug('einen Ort'),
    start_at: dateTime('den Beginn'),
    end_at: dateTime('das Ende'),
    /** The logo's address (http or https); stored as logo_file_path. */
    logo: z
      .string({ error: 'Das Logo muss eine Adresse sein.' })
      .trim()
      .max(500, 'Die Logo-Adresse darf höchstens 500 Zeichen lang sein.')
      .refine((value) => value === '' || isHttpUrl(value), URL_REFUSED)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    /** Companies shown on the fair's page. */
    businesses: businessIds('Die Unternehmen'),
    /** Companies taking part but not shown yet (the public read counts them). */
    businesses_unpublished: businessIds('Die unveröffentlichten Unternehmen'),
  })
  .superRefine((input, ctx) => {
    // Compared only when both are valid times (zod runs this also after a field error).
    const valid = (value: string) => !Number.isNaN(Date.parse(value))
    if (valid(input.start_at) && valid(input.end_at) && Date.parse(input.end_at) < Date.parse(input.start_at))
      ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'Das Ende muss nach dem Beginn liegen.' })
    const published = new Set(input.businesses)
    if (input.businesses_unpublished.some((b) => published.has(b)))
      ctx.addIssue({
        code: 'custom',
        path: ['businesses_unpublished'],
        message: 'Ein Unternehmen ist entweder veröffentlicht oder unveröffentlicht, nicht beides.',
      })
  })
export type JobFairInput = z.infer<typeof JobFairInput>

const TAG = 'Livestreams'

export const livestreams = defineRoute(paths.livestreams, {
  summary: 'Alle Livestreams für die Verwaltung (Admin), geplanter Beginn zuerst',
  tag: TAG,
  access: 'admin',
  response: dataEnvelope(z.array(LivestreamSummary)),
})

export const createJobFair = defineRoute(paths.createJobFair, {
  summary: 'Messe mit ihren Unternehmen anlegen (Admin)',
  tag: 'Beiträge und Events',
  access: 'admin',
  body: JobFairInput,
  response: dataEnvelope(AdminJobFair),
  status: 201,
})

export const updateJobFair = defineRoute(paths.updateJobFair, {
  summary: 'Messe mit ihren Unternehmen ändern (Admin); die Unternehmenslisten ersetzen die bisherigen',
  tag: 'Beiträge und Events',
  access: 'admin',
  params: z.object({ id: id('Die Messe') }),
  body: JobFairInput,
  response: dataEnvelope(AdminJobFair),
})

export const adminJobFair = defineRoute(paths.adminJobFair, {
  summary: 'Eine Messe mit allen Unternehmen, auch den unveröffentlichten (Admin)',
  tag: 'Beiträge und Events',
  access: 'admin',
  params: z.object({ id: id('Die Messe') }),
  response: dataEnvelope(AdminJobFair),
})
