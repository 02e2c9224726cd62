import { z } from 'zod'
import { CRAFTS, GRADUATIONS } from '../constants.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from './account-fields.ts'
import { ContentBlock, Job, JobTypeId } from './job.ts'

/** Rich text is plain text with line breaks: markup is refused (rules/shown-text.ts). */
export const NO_HTML_MESSAGE = MARKUP_REFUSED

function plainText(label: string, max: number) {
  return z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), NO_HTML_MESSAGE)
}

function textList(label: string) {
  return z
    .array(plainText(label, 300).pipe(z.string().min(1, `Ein Eintrag in ${label} ist leer.`)), {
      error: `${label} muss eine Liste sein.`,
    })
    .max(30, `${label} darf höchstens 30 Einträge haben.`)
}

/** True when any string anywhere in a value contains an HTML tag. */
function containsHtml(value: unknown): boolean {
  if (typeof value === 'string') return containsMarkup(value)
  if (Array.isArray(value)) return value.some(containsHtml)
  if (value && typeof value === 'object') return Object.values(value).some(containsHtml)
  return false
}

const WritableContentBlock = z
  .object({
    component: z
      .string({ error: 'Jeder Inhaltsblock braucht eine Komponente.' })
      .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Der Name der Komponente ist ungültig.'),
    data: z.record(z.string(), z.unknown(), { error: 'Die Daten eines Inhaltsblocks fehlen.' }),
  })
  .refine((block) => !containsHtml(block.data), NO_HTML_MESSAGE)
  .refine((block) => JSON.stringify(block.data).length <= 50_000, 'Ein Inhaltsblock ist zu groß.')

const dateField = z
  .string({ error: 'Das Datum muss ein Text sein.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte gib das Datum als JJJJ-MM-TT an.')
  .refine((value) => {
    // Date.parse rolls 2027-02-30 over to March; only a date that reads back the same exists.
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'Dieses Datum gibt es nicht.')

/** What a company may ask for: keep a draft, publish (or send to review), or archive. */
export const JobWriteStatus = z.enum(['draft', 'published', 'archived'], {
  error: 'Der Status muss draft, published oder archived sein.',
})

/** The fields of a job a company writes, without defaults (PUT must not overwrite what it did not send). */
const jobFields = {
  name: plainText('Der Titel', 120).pipe(z.string().min(3, 'Der Titel muss mindestens 3 Zeichen lang sein.')),
  type_id: z.coerce.number().pipe(JobTypeId),
  business_site_id: z.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE).optional(),
  category: z.enum(CRAFTS, { error: 'Diese Kategorie gibt es nicht.' }).nullable().optional(),
  description: plainText('Die Beschreibung', 20_000),
  tasks: textList('Aufgaben'),
  requirements: textList('Anforderungen'),
  benefits: textList('Vorteile'),
  duration_months: z
    .number({ error: 'Die Dauer muss eine Zahl sein.' })
    .int()
    .min(1, 'Die Dauer muss mindestens 1 Monat sein.')
    .max(60, 'Die Dauer darf höchstens 60 Monate sein.')
    .nullable()
    .optional(),
  positions: z
    .number({ error: 'Die Anzahl der Plätze muss eine Zahl sein.' })
    .int()
    .min(1, 'Es muss mindestens 1 Platz geben.')
    .max(100, 'Höchstens 100 Plätze.'),
  graduation: z.enum(GRADUATIONS, { error: 'Diesen Schulabschluss gibt es nicht.' }).nullable().optional(),
  start_date: dateField.nullable().optional(),
  salary: z
    .number({ error: 'Das Gehalt muss eine Zahl sein.' })
    .int()
    .min(0, 'Das Gehalt darf nicht negativ sein.')
    .max(50_000, 'Das Gehalt ist zu hoch.')
    .nullable()
    .optional(),
  status: JobWriteStatus,
}
const contentBlocks = z.array(WritableContentBlock).max(40, 'Höchstens 40 Inhaltsblöcke.')

/** POST /api/jobs/: a new job; unsent texts are empty, one position, kept as a draft. */
export const JobInput = z
  .object({
    ...jobFields,
    description: jobFields.description.default(''),
    tasks: jobFields.tasks.default([]),
    requirements: jobFields.requirements.default([]),
    benefits: jobFields.benefits.default([]),
    positions: jobFields.positions.default(1),
    status: jobFields.status.default('draft'),
  })
  .meta({ id: 'JobInput' })
export type JobInput = z.infer<typeof JobInput>

/** v2 adds the content blocks (a type-3 job's "legacy" block overrides its fields, SPEC §3). */
export const JobV2Input = JobInput.extend({ content_blocks: contentBlocks.default([]) }).meta({ id: 'JobV2Input' })
export type JobV2Input = z.infer<typeof JobV2Input>

/** PUT sends only what changes; type_id cannot change. */
const { type_id: _typeId, ...updatable } = jobFields
export const JobUpdate = z.object(updatable).partial().meta({ id: 'JobUpdate' })
export const JobV2Update = z
  .object({ ...updatable, content_blocks: contentBlocks })
  .partial()
  .meta({ id: 'JobV2Update' })
export type JobUpdate = z.infer<typeof JobUpdate>
export type JobV2Update = z.infer<typeof JobV2Update>

export const JobStatus = z.enum(['draft', 'pending', 'published', 'archived']).meta({
  id: 'JobStatus',
  description: 'pending: waiting for review by oabat',
})

export const JobReviewStatus = z.enum(['pending', 'approved', 'rejected']).meta({ id: 'JobReviewStatus' })

/** SPEC §3 Job review: id, status, comment; plus which job and when. */
export const JobReview = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    job_slug: z.string(),
    job_name: z.string(),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    status: JobReviewStatus,
    comment: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'JobReview' })
export type JobReview = z.infer<typeof JobReview>

export const JobReviewUpdate = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Der Status muss approved oder rejected sein.' }),
    comment: plainText('Der Kommentar', 2000).nullable().optional(),
  })
  .meta({ id: 'JobReviewUpdate' })

/** A job as its own company sees it: any status, with review and the editor link rule. */
export const OwnJob = Job.extend({
  content_blocks: z.array(ContentBlock),
  status: JobStatus,
  published_at: z.string().nullable(),
  salary: z.number().int().nullable(),
  business_site_id: z.number().int(),
  review: JobReview.pick({ id: true, status: true, comment: true }).nullable(),
  edit_path: z.string().nullable().meta({ description: 'SPEC §4 edit link; null: only the legacy editor' }),
}).meta({ id: 'OwnJob' })
export type OwnJob = z.infer<typeof OwnJob>

export const JobLimitInfo = z
  .object({
    limit: z.number().int(),
    used: z.number().int().meta({ description: 'published and pending jobs' }),
    remaining: z.number().int(),
    can_publish: z.boolean(),
  })
  .meta({ id: 'JobLimitInfo' })

export const JobFeatures = z
  .object({
    permissions: z.array(z.string()),
    create: z.object({ 1: z.boolean(), 2: z.boolean(), 3: z.boolean() }),
    publish_without_review: z.object({ 1: z.boolean(), 2: z.boolean(), 3: z.boolean() }),
    statistics: z.boolean(),
    limit: JobLimitInfo,
  })
  .meta({ id: 'JobFeatures' })

export const JobStatistics = z
  .object({
    job_id: z.number().int(),
    platform: z.string().nullable(),
    total_views: z.number().int(),
    interests: z.number().int(),
    likes: z.number().int().meta({ description: 'Trainees whose rating of the job is over 50 (a like)' }),
    guest_likes: z.number().int().meta({ description: 'Guests whose rating over 50 waits for their login' }),
    days: z.array(z.object({ date: z.string(), views: z.number().int() })),
  })
  .meta({ id: 'JobStatistics' })

export const SystemJob = z
  .object({
    slug: z.string(),
    name: z.string(),
    type_id: JobTypeId,
    category: z.string(),
    duration_months: z.number().int(),
    graduation: z.string(),
  })
  .meta({ id: 'SystemJob' })

export const JobInterestInput = z
  .object({
    job_id: z.number({ error: 'Bitte gib die Stelle an.' }).int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE),
    message: plainText('Die Nachricht', 2000).nullable().optional(),
    file_ids: z
      .array(z.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE))
      .max(5, 'Höchstens 5 Dateien.')
      .default([]),
  })
  .meta({ id: 'JobInterestInput' })

export const JobInterest = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    job_name: z.string(),
    /** With `business_slug`, the job's public page (jobPagePath). */
    job_slug: z.string(),
    business_slug: z.string(),
    trainee_id: z.number().int(),
    trainee_name: z.string(),
    message: z.string().nullable(),
    file_ids: z.array(z.number().int()),
    created_at: z.string(),
  })
  .meta({ id: 'JobInterest' })
export type JobInterest = z.infer<typeof JobInterest>
