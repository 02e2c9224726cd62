import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** Attributes of <oabat-livestream>; PROTOCOL.md documents the same table. */
export const livestreamAttributes = {
  livestream: {
    type: 'integer',
    min: 1,
    max: 2_147_483_647,
    required: true,
    hint: 'Gib die Nummer des Livestreams an, z. B. livestream="12".',
  },
  api: { type: 'url' },
} as const satisfies AttributeSchema
