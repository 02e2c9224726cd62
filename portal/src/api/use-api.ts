import type { ApiRequestError, CallInput, CallOutput, RouteKey } from '@oabat/core'
import useSWR, { type SWRConfiguration } from 'swr'
import { api } from './api-client.ts'
import { withPortalDefaults } from './swr-config.ts'

/** Loads one API call through swr; a null input waits (nothing is fetched). */
export function useApi<K extends RouteKey>(
  key: K,
  input: CallInput<K> | null,
  config?: SWRConfiguration<CallOutput<K>, ApiRequestError>,
) {
  return useSWR<CallOutput<K>, ApiRequestError, [K, CallInput<K>] | null>(
    input ? [key, input] : null,
    ([k, i]) => api(k, i),
    withPortalDefaults(config),
  )
}
