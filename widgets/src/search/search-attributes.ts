import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** Attributes of <oabat-search>; PROTOCOL.md documents the same table. */
export const searchAttributes = {
  type: { type: 'enum', values: ['alle', 'ausbildung', 'praktikum'], default: 'ausbildung' },
  radius: { type: 'integer', min: 1, max: 200, default: 50, unit: 'km' },
  /** id of an <oabat-job-list> on the same page that shows the results; without it the portal opens. */
  target: { type: 'string', maxLength: 100 },
  'new-tab': { type: 'boolean', default: false },
  api: { type: 'url' },
} as const satisfies AttributeSchema
