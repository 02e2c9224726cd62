import { z } from 'zod'
import { CRAFTS } from '../constants.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import {
  JobFeatures,
  JobInput,
  JobInterest,
  JobInterestInput,
  JobLimitInfo,
  JobReview,
  JobReviewUpdate,
  JobStatistics,
  JobUpdate,
  JobV2Input,
  JobV2Update,
  OwnJob,
  SystemJob,
} from '../schemas/employer-job.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Job, JobSummary } from '../schemas/job.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'

const TAG = 'Stellen (Unternehmen)'
const idParam = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int()
    .positive(`${label} muss eine Zahl sein.`)
    .max(RECORD_ID_MAX, ID_TOO_LARGE)
const jobIdParams = z.object({ jobId: idParam('Die Stellen-Id') })
const businessIdParams = z.object({ businessId: idParam('Die Unternehmens-Id') })
const reviewIdParams = z.object({ reviewId: idParam('Die Review-Id') })
const ownJobEnvelope = dataEnvelope(OwnJob)
const deleted = z.object({ message: z.string() })

export const createJob = defineRoute(paths.createJob, {
  summary: 'Stelle anlegen (alter Editor, Version 1); status published veröffentlicht oder schickt ins Review',
  tag: TAG,
  access: ['business'],
  body: JobInput,
  response: ownJobEnvelope,
  status: 201,
})

export const createJobV2 = defineRoute(paths.createJobV2, {
  summary: 'Stelle mit Inhaltsblöcken anlegen (Version 2)',
  tag: TAG,
  access: ['business'],
  body: JobV2Input,
  response: ownJobEnvelope,
  status: 201,
})

export const updateJob = defineRoute(paths.updateJob, {
  summary: 'Eigene Stelle ändern (alter Editor)',
  tag: TAG,
  access: ['business'],
  params: jobIdParams,
  body: JobUpdate,
  response: ownJobEnvelope,
})

export const updateJobV2 = defineRoute(paths.updateJobV2, {
  summary: 'Eigene Stelle ändern (Version 2; nur Typ 3 oder ab Version 2)',
  tag: TAG,
  access: ['business'],
  params: jobIdParams,
  body: JobV2Update,
  response: ownJobEnvelope,
})

export const deleteJob = defineRoute(paths.deleteJob, {
  summary: 'Eigene Stelle löschen (per Slug)',
  tag: TAG,
  access: ['business'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: deleted,
})

export const deleteJobV2 = defineRoute(paths.deleteJobV2, {
  summary: 'Eigene Stelle löschen (per Id)',
  tag: TAG,
  access: ['business'],
  params: jobIdParams,
  response: deleted,
})

export const jobsOfBusiness = defineRoute(paths.jobsOfBusiness, {
  summary: 'Stellen eines Unternehmens oder Standorts; der eigene Betrieb sieht auch Entwürfe',
  tag: TAG,
  access: 'public',
  query: z
    .object({ business: z.string().min(1).max(200).optional(), business_site: z.string().min(1).max(200).optional() })
    .refine((q) => q.business !== undefined || q.business_site !== undefined, {
      message: 'Bitte gib business oder business_site an.',
      path: ['business'],
    }),
  response: dataEnvelope(z.array(OwnJob.partial({ review: true, edit_path: true, content_blocks: true }))),
})

export const jobById = defineRoute(paths.jobById, {
  summary: 'Eine Stelle per Id (veröffentlicht; der eigene Betrieb und Admins jede)',
  tag: TAG,
  access: 'public',
  params: jobIdParams,
  response: dataEnvelope(Job.extend({ status: OwnJob.shape.status })),
})

export const jobsByBusinessId = defineRoute(paths.jobsByBusinessId, {
  summary: 'Veröffentlichte Stellen eines Unternehmens per Id',
  tag: TAG,
  access: 'public',
  params: businessIdParams,
  response: dataEnvelope(z.array(JobSummary)),
})

export const ownJobs = defineRoute(paths.ownJobs, {
  summary: 'Alle Stellen des eigenen Betriebs mit Status und Review',
  tag: TAG,
  access: ['business'],
  query: z.object({ status: OwnJob.shape.status.optional() }),
  response: dataEnvelope(z.array(OwnJob)),
})

export const jobCheckLimit = defineRoute(paths.jobCheckLimit, {
  summary: 'Stellenlimit des eigenen Betriebs (je Abo)',
  tag: TAG,
  access: ['business'],
  response: dataEnvelope(JobLimitInfo),
})

export const jobFeatures = defineRoute(paths.jobFeatures, {
  summary: 'Berechtigungen des eigenen Betriebs rund um Stellen',
  tag: TAG,
  access: ['business'],
  response: dataEnvelope(JobFeatures),
})

export const jobStatistics = defineRoute(paths.jobStatistics, {
  summary: 'Aufrufe einer eigenen Stelle der letzten 30 Tage, optional je Plattform (Berechtigung statistics)',
  tag: TAG,
  access: ['business'],
  params: jobIdParams,
  query: z.object({
    platform: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Diese Plattform gibt es nicht.')
      .optional(),
  }),
  response: dataEnvelope(JobStatistics),
})

export const recordJobView = defineRoute(paths.recordJobView, {
  summary: 'Einen Aufruf einer veröffentlichten Stelle zählen (Portal, Widget, App)',
  tag: TAG,
  access: 'public',
  params: jobIdParams,
  body: z.object({
    platform: z
      .string({ error: 'Bitte gib die Plattform an.' })
      .regex(/^[a-z0-9-]{1,40}$/, 'Diese Plattform gibt es nicht.')
      .default('oabat'),
  }),
  response: z.object({ message: z.string() }),
  status: 201,
})

export const systemJobs = defineRoute(paths.systemJobs, {
  summary: 'Vorlagen: anerkannte Ausbildungsberufe mit Dauer, Kategorie und Abschluss',
  tag: TAG,
  access: 'public',
  response: dataEnvelope(z.array(SystemJob)),
})

const systemJobQuery = z.object({ slug: z.string({ error: 'Bitte gib slug an.' }).min(1).max(200) })

export const jobAttributes = defineRoute(paths.jobAttributes, {
  summary: 'Typische Aufgaben und Anforderungen einer Vorlage',
  tag: TAG,
  access: 'public',
  query: systemJobQuery,
  response: z.object({
    attributes: z.object({
      tasks: z.array(z.string()),
      requirements: z.array(z.string()),
      duration_months: z.number().int(),
      graduation: z.string(),
      category: z.enum(CRAFTS),
    }),
  }),
})

export const jobAdvantages = defineRoute(paths.jobAdvantages, {
  summary: 'Typische Vorteile für eine Vorlage',
  tag: TAG,
  access: 'public',
  query: systemJobQuery,
  response: z.object({ advantages: z.array(z.string()) }),
})

export const applicationsByBusiness = defineRoute(paths.applicationsByBusiness, {
  summary: 'Anzahl der Anfragen auf Ausbildungs- und Praktikumsstellen des eigenen Betriebs',
  tag: TAG,
  access: ['business', 'admin'],
  params: businessIdParams,
  response: z.object({ applicationsApprenticeships: z.number().int(), applicationTraineeships: z.number().int() }),
})

export const jobReviews = defineRoute(paths.jobReviews, {
  summary: 'Reviews (für Admins), standardmäßig die offenen',
  tag: TAG,
  access: 'admin',
  query: z.object({ status: JobReview.shape.status.default('pending') }),
  response: dataEnvelope(z.array(JobReview)),
})

export const jobReview = defineRoute(paths.jobReview, {
  summary: 'Ein Review (Admin oder der Betrieb der Stelle)',
  tag: TAG,
  access: ['business', 'admin'],
  params: reviewIdParams,
  response: dataEnvelope(JobReview),
})

export const updateJobReview = defineRoute(paths.updateJobReview, {
  summary: 'Review entscheiden: approved veröffentlicht die Stelle, rejected setzt sie auf Entwurf',
  tag: TAG,
  access: 'admin',
  params: reviewIdParams,
  body: JobReviewUpdate,
  response: dataEnvelope(JobReview),
})

export const createJobInterest = defineRoute(paths.createJobInterest, {
  summary: 'Interesse an einer Stelle senden (Azubi; Gäste melden sich zuerst an)',
  tag: TAG,
  access: ['trainee'],
  body: JobInterestInput,
  response: dataEnvelope(JobInterest),
  status: 201,
})

export const jobInterests = defineRoute(paths.jobInterests, {
  summary: 'Interessen: der Betrieb sieht die an seinen Stellen, der Azubi seine eigenen',
  tag: TAG,
  access: ['trainee', 'business'],
  query: z.object({
    job_id: z.coerce.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE).optional(),
    trainee_id: z.coerce.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE).optional(),
  }),
  response: dataEnvelope(z.array(JobInterest)),
})
