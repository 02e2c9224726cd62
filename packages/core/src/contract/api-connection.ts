import { z } from 'zod'
import { idField, requiredText } from '../schemas/account-fields.ts'
import { JobInput, JobStatus, JobUpdate, OwnJob } from '../schemas/employer-job.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { apiConnectionRoutePaths as paths } from './api-connection-route-paths.ts'
import { defineRoute } from './define-route.ts'

const KEYS_TAG = 'API-Anbindung: Schlüssel'
const API_TAG = 'API-Anbindung: Stellen'

/** An API key as the company sees it after creation: never the key itself, only its start. */
export const ApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    key_hint: z.string().meta({ description: 'The first characters of the key, followed by „…“' }),
    created_at: z.string(),
    created_by: z.string().nullable().meta({ description: 'Name of the person who created it' }),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' })
export type ApiKey = z.infer<typeof ApiKey>

const businessParams = z.object({ businessId: idField('Das Unternehmen') })
const jobParams = z.object({ jobId: idField('Die Stelle') })
const ownJobEnvelope = dataEnvelope(OwnJob)

const exampleJob = {
  id: 4711,
  slug: 'ausbildung-kfz-mechatroniker-m-w-d-4711',
  name: 'Ausbildung Kfz-Mechatroniker (m/w/d)',
  type_id: 1,
  category: 'kfz',
  business: { id: 12, slug: 'autohaus-muster', name: 'Autohaus Muster' },
  city: 'Passau',
  postal_code: '94032',
  latitude: 48.5665,
  longitude: 13.4312,
  start_date: '2027-09-01',
  published_at: '2026-11-25T08:00:00.000Z',
  url: '/stelle/ausbildung-kfz-mechatroniker-m-w-d-4711',
  description: 'Du lernst bei uns alles rund um moderne Fahrzeuge.',
  tasks: ['Fahrzeuge warten', 'Fehler suchen'],
  requirements: ['Mittelschulabschluss'],
  benefits: ['Übernahme nach der Ausbildung'],
  duration_months: 42,
  positions: 2,
  graduation: 'Mittelschulabschluss',
  version: 1,
  status: 'published',
  salary: 1000,
  business_site_id: 31,
  review: null,
  edit_path: '/betrieb/stellen/ausbildung-kfz-mechatroniker-m-w-d-4711',
  '…': 'weitere Felder wie business_site, content_blocks, updated_at (siehe Schema OwnJob)',
}

export const apiKeys = defineRoute(paths.apiKeys, {
  summary: 'Die API-Schlüssel des eigenen Unternehmens (ohne die Schlüssel selbst)',
  tag: KEYS_TAG,
  access: ['business'],
  params: businessParams,
  response: z.object({
    data: z.array(ApiKey),
    has_product: z.boolean().meta({ description: 'Whether the company has a running API connection subscription' }),
  }),
})

export const createApiKey = defineRoute(paths.createApiKey, {
  summary: 'Einen API-Schlüssel anlegen (nur mit dem Produkt API-Anbindung); der Schlüssel steht nur in dieser Antwort',
  tag: KEYS_TAG,
  access: ['business'],
  params: businessParams,
  body: z.object({ name: requiredText('einen Namen für den Schlüssel', 'Der Name', 80) }),
  response: z.object({
    message: z.string(),
    data: ApiKey,
    key: z.string().meta({ description: 'The key itself: shown this once, stored only as its sha256' }),
  }),
  status: 201,
  examples: {
    request: { name: 'Bewerbermanagement' },
    response: {
      message:
        'Der Schlüssel „Bewerbermanagement“ ist angelegt. Kopiere ihn jetzt: Er wird nur dieses eine Mal angezeigt.',
      data: {
        id: 3,
        name: 'Bewerbermanagement',
        key_hint: 'oabat_k3Qx…',
        created_at: '2026-11-25T08:00:00.000Z',
        created_by: 'Bea Beispiel',
        last_used_at: null,
        revoked_at: null,
      },
      key: 'oabat_k3QxV7m2N9pL0sT4wY8zA1bC5dE6fG7hJ2kL3mN4pQ5',
    },
  },
})

export const revokeApiKey = defineRoute(paths.revokeApiKey, {
  summary: 'Einen API-Schlüssel widerrufen: er gilt ab sofort nicht mehr',
  tag: KEYS_TAG,
  access: ['business'],
  params: businessParams.extend({ apiKeyId: idField('Der Schlüssel') }),
  response: z.object({ message: z.string(), data: ApiKey }),
})

export const publicApiJobs = defineRoute(paths.publicApiJobs, {
  summary: 'Alle Stellen des Unternehmens des Schlüssels, neueste zuerst, optional nach Status',
  tag: API_TAG,
  access: 'apiKey',
  query: z.object({ status: JobStatus.optional() }),
  response: dataEnvelope(z.array(OwnJob)),
  examples: { response: { data: [exampleJob] } },
})

export const publicApiCreateJob = defineRoute(paths.publicApiCreateJob, {
  summary: 'Eine Stelle anlegen; status published veröffentlicht sie (oder schickt sie ins Review)',
  tag: API_TAG,
  access: 'apiKey',
  body: JobInput,
  response: ownJobEnvelope,
  status: 201,
  examples: {
    request: {
      name: 'Ausbildung Kfz-Mechatroniker (m/w/d)',
      type_id: 1,
      description: 'Du lernst bei uns alles rund um moderne Fahrzeuge.',
      tasks: ['Fahrzeuge warten', 'Fehler suchen'],
      positions: 2,
      start_date: '2027-09-01',
      status: 'published',
    },
    response: { data: exampleJob },
  },
})

export const publicApiJob = defineRoute(paths.publicApiJob, {
  summary: 'Eine Stelle des Unternehmens des Schlüssels, in jedem Status',
  tag: API_TAG,
  access: 'apiKey',
  params: jobParams,
  response: ownJobEnvelope,
  examples: { response: { data: exampleJob } },
})

export const publicApiUpdateJob = defineRoute(paths.publicApiUpdateJob, {
  summary: 'Eine Stelle ändern: nur die gesendeten Felder; type_id bleibt',
  tag: API_TAG,
  access: 'apiKey',
  params: jobParams,
  body: JobUpdate,
  response: ownJobEnvelope,
  examples: { request: { positions: 3, status: 'published' }, response: { data: { ...exampleJob, positions: 3 } } },
})

export const publicApiUnpublishJob = defineRoute(paths.publicApiUnpublishJob, {
  summary: 'Eine Stelle offline nehmen: sie wird zum Entwurf und ist nicht mehr öffentlich',
  tag: API_TAG,
  access: 'apiKey',
  params: jobParams,
  response: ownJobEnvelope,
  examples: { response: { data: { ...exampleJob, status: 'draft', published_at: null } } },
})
