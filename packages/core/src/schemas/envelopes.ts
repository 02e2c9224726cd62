import { z } from 'zod'

/** SPEC §7: most responses carry their payload in data. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item })
}

/** City lists carry their payload in items. */
export function itemsEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) })
}

/** Paged lists: data plus meta. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
  })
}

/** Every 4xx/5xx answer: a German message, and per-field messages on 422. */
export const ApiError = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' })
export type ApiError = z.infer<typeof ApiError>
