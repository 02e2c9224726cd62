import { createApiClient } from '@oabat/core'

/** The API lives on the portal's own origin. */
export const API_BASE = ''

export const api = createApiClient({ baseUrl: API_BASE })
