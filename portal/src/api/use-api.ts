import type { ApiRequestError, CallInput, CallOutput, RouteKey } from '@oabat/core'
import { useContext, useEffect } from 'react'
import useSWR, { type SWRConfiguration } from 'swr'
import { forgetPageData, PageDataContext, usePageData } from '../ssr/page-data.ts'
import { api } from './api-client.ts'
import { withPortalDefaults } from './swr-config.ts'

/**
 * Loads one API call through swr; a null input waits (nothing is fetched). An answer the server
 * embedded for this page (ssr/page-data.ts) is the first data, and is not fetched again on mount.
 */
export function useApi<K extends RouteKey>(
  key: K,
  input: CallInput<K> | null,
  config?: SWRConfiguration<CallOutput<K>, ApiRequestError>,
) {
  const pageData = useContext(PageDataContext)
  const embedded = usePageData(key, input) as CallOutput<K> | undefined
  const result = useSWR<CallOutput<K>, ApiRequestError, [K, CallInput<K>] | null>(
    input ? [key, input] : null,
    ([k, i]) => api(k, i),
    withPortalDefaults(
      embedded === undefined ? config : { ...config, fallbackData: embedded, revalidateOnMount: false },
    ),
  )
  const { mutate } = result
  // Typed unknown: inferring the dependency list's type over every route's input is too complex for tsc.
  const embeddedInput: unknown = input
  useEffect(() => {
    if (embedded === undefined) return
    void mutate(embedded, { revalidate: false })
    forgetPageData(pageData, key, embeddedInput)
  }, [embedded, mutate, pageData, key, embeddedInput])
  return result
}
