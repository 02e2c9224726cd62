import { z } from 'zod'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { AdminBusinessRow, AdminJobListJob, AdminSchoolRow, Channel, ImpersonationRecord } from '../schemas/admin.ts'
import { dataEnvelope, pagedEnvelope } from '../schemas/envelopes.ts'
import { Region } from '../schemas/regions-and-lists.ts'
import { adminRoutePaths as paths } from './admin-route-paths.ts'
import { defineRoute } from './define-route.ts'
import { queryInteger } from './query-fields.ts'

const TAG = 'Administration'

/** Orders of the company list: by name or by registration, ascending or (with -) descending. */
export const ADMIN_BUSINESS_SORTS = ['name', '-name', 'created_at', '-created_at'] as const
export type AdminBusinessSort = (typeof ADMIN_BUSINESS_SORTS)[number]

const idParam = (label: string) =>
  z.object({
    id: z.coerce
      .number({ error: `${label} muss eine Zahl sein.` })
      .int(`${label} muss eine Zahl sein.`)
      .positive(`${label} muss eine Zahl sein.`)
      .max(RECORD_ID_MAX, ID_TOO_LARGE),
  })

const searchField = z.string().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.').optional()

export const adminBusinesses = defineRoute(paths.adminBusinesses, {
  summary: 'Unternehmen suchen und blättern (Admin): Name, Slug oder E-Mail, Kanal, Abo-Typ, Sortierung',
  tag: TAG,
  access: 'admin',
  query: z.object({
    search: searchField,
    channel: z
      .string()
      .trim()
      .max(200, 'Diesen Kanal gibt es nicht.')
      .regex(/^[a-z0-9-]*$/, 'Diesen Kanal gibt es nicht.')
      .optional(),
    subscription_type: queryInteger('Der Abo-Typ', 1, 1000).optional(),
    sort: z
      .enum(ADMIN_BUSINESS_SORTS, { error: `Die Sortierung muss eine von ${ADMIN_BUSINESS_SORTS.join(', ')} sein.` })
      .default('name'),
    page: queryInteger('Die Seite', 1, 1000).default(1),
  }),
  response: pagedEnvelope(AdminBusinessRow),
})

export const setBusinessVisibility = defineRoute(paths.setBusinessVisibility, {
  summary: 'Unternehmen sichtbar oder unsichtbar schalten (Admin)',
  tag: TAG,
  access: 'admin',
  params: idParam('Das Unternehmen'),
  body: z.object({
    is_visible: z.boolean({ error: 'Bitte gib an, ob das Unternehmen sichtbar sein soll (true oder false).' }),
  }),
  response: dataEnvelope(AdminBusinessRow),
})

export const channels = defineRoute(paths.channels, {
  summary: 'Alle Kanäle (Admin)',
  tag: TAG,
  access: 'admin',
  response: dataEnvelope(z.array(Channel)),
})

export const impersonations = defineRoute(paths.impersonations, {
  summary: 'Die letzten Anmeldungen von Admins als andere Nutzer (Protokoll)',
  tag: TAG,
  access: 'admin',
  response: dataEnvelope(z.array(ImpersonationRecord)),
})

export const adminJobListJobs = defineRoute(paths.adminJobListJobs, {
  summary: 'Alle Stellen einer Jobliste, auch unveröffentlichte (Admin)',
  tag: 'Jobs',
  access: 'admin',
  params: idParam('Die Jobliste'),
  response: dataEnvelope(z.array(AdminJobListJob)),
})

/** What POST /api/admin/cache/clear can clear (SPEC §7 tags: search). */
export const CACHE_TAGS = ['search'] as const

export const clearCache = defineRoute(paths.clearCache, {
  summary: 'Zwischenspeicher leeren (Admin), z. B. den der Suche',
  tag: TAG,
  access: 'admin',
  body: z.object({
    tags: z
      .array(z.enum(CACHE_TAGS, { error: `Bekannt ist nur: ${CACHE_TAGS.join(', ')}.` }), {
        error: 'Bitte gib an, welche Zwischenspeicher geleert werden sollen.',
      })
      .min(1, 'Bitte gib an, welche Zwischenspeicher geleert werden sollen.'),
  }),
  response: z.object({ message: z.string() }),
})

export const adminSchools = defineRoute(paths.adminSchools, {
  summary: 'Schulen suchen und blättern (Admin): Name, Ort oder Slug; nach Name',
  tag: TAG,
  access: 'admin',
  query: z.object({
    search: searchField,
    page: queryInteger('Die Seite', 1, 1000).default(1),
  }),
  response: pagedEnvelope(AdminSchoolRow),
})

export const setRegionV2 = defineRoute(paths.setRegionV2, {
  summary: 'Die neue Regionsseite (v2) einer Region ein- oder ausschalten (Admin)',
  tag: TAG,
  access: 'admin',
  params: idParam('Die Region'),
  body: z.object({
    is_v2: z.boolean({ error: 'Bitte gib an, ob die Region die neue Seite bekommt (true oder false).' }),
  }),
  response: dataEnvelope(Region),
})
