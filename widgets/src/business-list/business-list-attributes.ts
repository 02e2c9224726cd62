import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** SPEC §9 "businesses around: distance 30" — the list's default radius in km. */
export const BUSINESSES_AROUND_KM = 30

/** Attributes of <oabat-business-list>; PROTOCOL.md documents the same table. */
export const businessListAttributes = {
  location: { type: 'slug', example: 'passau-2855328' },
  latitude: { type: 'number', min: -90, max: 90 },
  longitude: { type: 'number', min: -180, max: 180 },
  radius: { type: 'number', min: 1, max: 200, default: BUSINESSES_AROUND_KM, unit: 'km' },
  category: { type: 'slug', example: 'craft' },
  term: { type: 'string', maxLength: 200 },
  channel: { type: 'slug', example: 'passau' },
  business: { type: 'slug', example: 'schreinerei-holzwerk' },
  infinite: { type: 'boolean', default: false },
  'page-size': { type: 'integer', min: 1, max: 50, default: 12 },
  'new-tab': { type: 'boolean', default: false },
  api: { type: 'url' },
} as const satisfies AttributeSchema
