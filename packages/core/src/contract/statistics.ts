import { z } from 'zod'
import { dataEnvelope, pagedEnvelope } from '../schemas/envelopes.ts'
import {
  PlatformStatistics,
  Statistics,
  StatisticVisitor,
  StatisticVisitorJourney,
  StatisticVisitorRecord,
} from '../schemas/statistics.ts'
import { defineRoute } from './define-route.ts'
import { queryInteger } from './query-fields.ts'
import { statisticsRoutePaths as paths } from './statistics-route-paths.ts'

const TAG = 'Statistiken'

/** The longest period GET /api/statistics answers (a year and a day, for leap years). */
export const STATISTICS_MAX_DAYS = 366

const DAY = /^\d{4}-\d{2}-\d{2}$/

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const dayField = (label: string) =>
  z
    .string()
    .regex(DAY, `${label} hat die Form JJJJ-MM-TT.`)
    .refine(isRealDay, `${label} ist kein gültiges Datum.`)
    .optional()

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** A visitor id as the tracker makes it (hex), or any id a widget sends: letters, digits, - and _. */
const visitorParam = z.object({
  id: z
    .string()
    .min(1, 'Die Besucherkennung fehlt.')
    .max(64, 'Diese Besucherkennung gibt es nicht.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Diese Besucherkennung gibt es nicht.'),
})

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'Erlaubt sind 0 oder 1.' }).optional()

export const statistics = defineRoute(paths.statistics, {
  summary:
    'oabalytics eines Zeitraums (Admin): Besuche, Besucher, Seitenaufrufe, Impressionen, Klicks, Funnel, je Route, Channel, Kampagne, Quelle und Medium, mit dem Zeitraum davor; mit campaign nur eine Kampagne',
  tag: TAG,
  // SPEC §6: the dashboard is the admin's and the dashboard account's.
  access: 'dashboard',
  query: z
    .object({
      from: dayField('Der Beginn'),
      to: dayField('Das Ende'),
      /** Only what came through this campaign's links (utm_campaign): its page on /admin/kampagne. */
      campaign: z.string().trim().min(1).max(200, 'Diese Kampagne gibt es nicht.').optional(),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Der Beginn liegt nach dem Ende.', path: ['from'] })
    .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < STATISTICS_MAX_DAYS, {
      message: `Der Zeitraum darf höchstens ${STATISTICS_MAX_DAYS} Tage lang sein.`,
      path: ['to'],
    }),
  response: dataEnvelope(Statistics),
})

export const statisticsVisitors = defineRoute(paths.statisticsVisitors, {
  summary: 'Die letzten Besuche (ein Besucher an einem Tag, Admin), neueste zuerst',
  tag: TAG,
  access: 'admin',
  query: z.object({ page: queryInteger('Die Seite', 1, 1000).default(1) }),
  response: pagedEnvelope(StatisticVisitor),
})

export const statisticsVisitor = defineRoute(paths.statisticsVisitor, {
  summary: 'Ein Besucher (Admin): erste und letzte Aktivität, seine Besuche',
  tag: TAG,
  access: 'admin',
  params: visitorParam,
  response: dataEnvelope(StatisticVisitorJourney),
})

export const statisticsVisitorRecords = defineRoute(paths.statisticsVisitorRecords, {
  summary:
    'Der Weg eines Besuchers (Admin), zeitlich geordnet: Seitenaufrufe und Ereignisse, mit detailed=1 auch Impressionen; anonymous=1 lässt Inhalte und Kennungen weg',
  tag: TAG,
  access: 'admin',
  params: visitorParam,
  query: z.object({
    page: queryInteger('Die Seite', 1, 10_000).default(1),
    detailed: flag,
    anonymous: flag,
  }),
  response: pagedEnvelope(StatisticVisitorRecord),
})

export const platformStatistics = defineRoute(paths.platformStatistics, {
  summary: 'Die Kennzahlen der Plattform (öffentlich): Unternehmen, Stellen, Azubis, Schulen, Regionen',
  tag: TAG,
  access: 'public',
  response: dataEnvelope(PlatformStatistics),
})
