import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** Attributes of <oabat-consent>; PROTOCOL.md documents the same table. */
export const consentAttributes = {
  mode: { type: 'enum', values: ['banner', 'button'], default: 'banner' },
  'privacy-url': { type: 'url' },
  'imprint-url': { type: 'url' },
  api: { type: 'url' },
} as const satisfies AttributeSchema
