import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** Attributes of <oabat-job-list>; PROTOCOL.md documents the same table. */
export const jobListAttributes = {
  location: { type: 'slug', example: 'passau-2855328' },
  latitude: { type: 'number', min: -90, max: 90 },
  longitude: { type: 'number', min: -180, max: 180 },
  radius: { type: 'number', min: 1, max: 200, default: 50, unit: 'km' },
  type: { type: 'enum', values: ['alle', 'ausbildung', 'praktikum'], default: 'ausbildung' },
  category: { type: 'slug', example: 'craft' },
  business: { type: 'slug', example: 'schreinerei-holzwerk' },
  exclude: { type: 'slug', example: 'ausbildung-als-tischler-in-2027-1a2b3c' },
  term: { type: 'string', maxLength: 200 },
  channel: { type: 'slug', example: 'passau' },
  list: { type: 'slug', example: 'handwerk-mit-zukunft' },
  infinite: { type: 'boolean', default: false },
  'page-size': { type: 'integer', min: 1, max: 50, default: 12 },
  ratings: { type: 'boolean', default: false },
  api: { type: 'url' },
} as const satisfies AttributeSchema
