import { z } from 'zod'
import { idField } from '../schemas/account-fields.ts'
import { dataEnvelope, pagedEnvelope } from '../schemas/envelopes.ts'
import { adminOpsRoutePaths as paths } from './admin-ops-route-paths.ts'
import { CHAT_BODY_MAX } from './chat.ts'
import { defineRoute } from './define-route.ts'
import { queryInteger } from './query-fields.ts'

const TAG = 'Administration'

/** Who a group broadcast reaches (docs/admin.md „Konversationen“): the accounts of one kind. */
export const BROADCAST_ROLES = ['businesses', 'schools', 'regions', 'trainees'] as const
export type BroadcastRole = (typeof BROADCAST_ROLES)[number]

const broadcastGroup = {
  role: z.enum(BROADCAST_ROLES, {
    error: 'Bitte wähle, wer die Nachricht bekommt: Unternehmen, Schulen, Regionen oder Auszubildende.',
  }),
  channel: z
    .string()
    .trim()
    .max(200, 'Diesen Kanal gibt es nicht.')
    .regex(/^[a-z0-9-]*$/, 'Diesen Kanal gibt es nicht.')
    .optional(),
}

const BroadcastCount = z.object({ count: z.number().int() })

export const adminBroadcastRecipients = defineRoute(paths.adminBroadcastRecipients, {
  summary: 'Wie viele Konten eine Gruppennachricht bekämen (Admin): Rolle, optional Kanal',
  tag: TAG,
  access: 'admin',
  query: z.object(broadcastGroup),
  response: BroadcastCount,
})

export const adminBroadcast = defineRoute(paths.adminBroadcast, {
  summary: 'Systemnachricht an eine Gruppe (Admin): alle Konten einer Rolle, optional eines Kanals',
  tag: TAG,
  access: 'admin',
  body: z.object({
    body: z
      .string({ error: 'Die Nachricht muss ein Text sein.' })
      .trim()
      .min(1, 'Bitte schreibe eine Nachricht.')
      .max(CHAT_BODY_MAX, `Die Nachricht darf höchstens ${CHAT_BODY_MAX} Zeichen lang sein.`),
    ...broadcastGroup,
  }),
  response: z.object({ sent: z.number().int(), skipped: z.number().int() }),
  status: 201,
})

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} muss ein Datum wie 2026-01-31 sein.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} muss ein Datum wie 2026-01-31 sein.`)
    .optional()

/** One answer of the survey card with its author, as /admin/umfragen lists it. */
export const SurveyAnswer = z
  .object({
    id: z.number().int(),
    type: z.string(),
    rating: z.number().int(),
    message: z.string(),
    created_at: z.string(),
    user: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
  })
  .meta({ id: 'SurveyAnswer' })
export type SurveyAnswer = z.infer<typeof SurveyAnswer>

export const adminSurveys = defineRoute(paths.adminSurveys, {
  summary:
    'Antworten der Umfrage-Karte (Admin): Verteilung der Sterne, Durchschnitt, Nachrichten; je Umfrage und Zeitraum',
  tag: TAG,
  access: 'admin',
  query: z
    .object({
      type: z
        .string()
        .trim()
        .max(100, 'Diese Umfrage gibt es nicht.')
        .regex(/^[a-z0-9_-]*$/, 'Diese Umfrage gibt es nicht.')
        .optional(),
      from: day('Der Beginn'),
      to: day('Das Ende'),
      page: queryInteger('Die Seite', 1, 1000).default(1),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Das Ende liegt vor dem Beginn.', path: ['to'] }),
  response: z.object({
    /** Every prompt that has answers (in the period), with its count and average. */
    prompts: z.array(z.object({ type: z.string(), count: z.number().int(), average: z.number() })),
    total: z.number().int(),
    average: z.number().nullable(),
    /** Answers per star, 1 to 5 (always five entries). */
    distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
    /** The answers with a message, newest first, 20 per page. */
    messages: pagedEnvelope(SurveyAnswer),
  }),
})

/** A mail SMTP refused (docs/admin.md „Fehlgeschlagene E-Mails“): failed, or sent again later. */
export const FailedMail = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    error: z.string(),
    attempts: z.number().int(),
    created_at: z.string(),
    last_attempt_at: z.string(),
    /** When a retry got it through; null while it is still failed. */
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'FailedMail' })
export type FailedMail = z.infer<typeof FailedMail>

export const failedMails = defineRoute(paths.failedMails, {
  summary: 'E-Mails, die der Mailserver abgelehnt hat (Admin), neueste zuerst, 20 je Seite',
  tag: TAG,
  access: 'admin',
  query: z.object({ page: queryInteger('Die Seite', 1, 1000).default(1) }),
  response: pagedEnvelope(FailedMail),
})

export const retryFailedMail = defineRoute(paths.retryFailedMail, {
  summary: 'Eine fehlgeschlagene E-Mail noch einmal senden (Admin); 503, wenn es wieder nicht klappt',
  tag: TAG,
  access: 'admin',
  params: z.object({ id: idField('Die E-Mail') }),
  response: dataEnvelope(FailedMail),
})
