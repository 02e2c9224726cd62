/** Limits of the region page texts („Mein Channel“, PUT /api/regions/{id}); the form shows them. */
export const REGION_TEXT_LIMITS = { description: 300, about: 5000 } as const
