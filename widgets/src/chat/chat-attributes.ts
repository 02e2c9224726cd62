import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** Attributes of <oabat-chat>; PROTOCOL.md documents the same table. */
export const chatAttributes = {
  business: {
    type: 'slug',
    required: true,
    example: 'schreinerei-huber',
    hint: 'Gib den Betrieb an, mit dem Besucher chatten sollen, z. B. business="schreinerei-huber".',
  },
  label: { type: 'string', default: 'Chat', maxLength: 60 },
  layout: { type: 'enum', values: ['inline', 'floating'], default: 'inline' },
  open: { type: 'boolean', default: false },
  api: { type: 'url' },
} as const satisfies AttributeSchema
