import type { AttributeSchema } from '../shared/attribute-schema.ts'

/** Attributes of <oabat-job-card>; PROTOCOL.md documents the same table. */
export const jobCardAttributes = {
  job: {
    type: 'slug',
    required: true,
    example: 'ausbildung-zum-tischler-m-w-d-1',
    hint: 'Gib den Slug einer Stelle an, z. B. job="ausbildung-zum-tischler-m-w-d-1".',
  },
  ratings: { type: 'boolean', default: false },
  api: { type: 'url' },
} as const satisfies AttributeSchema
