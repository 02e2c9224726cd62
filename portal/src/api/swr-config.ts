import { ApiRequestError, onLogoutReset, showError, trackRequest } from '@oabat/core'
import { type Middleware, mutate, type SWRConfiguration } from 'swr'

/** Runs every swr fetch through the loading bar's request counter. */
const trackLoading: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const tracked = fetcher && ((...args: unknown[]) => trackRequest(Promise.resolve(fetcher(...(args as [never])))))
  return useSWRNext(key, tracked as typeof fetcher, config)
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500
}

// SPEC §4 Logout resets the user's stores: cached answers of the last account go with them.
onLogoutReset(() => {
  void mutate(() => true, undefined, { revalidate: false })
})

const swrConfig = {
  revalidateOnFocus: false,
  // A missing place or job will not appear by asking again; the page shows its not-found state.
  shouldRetryOnError: (error: unknown) => !isClientError(error),
  errorRetryCount: 2,
  onError(error: unknown) {
    if (!isClientError(error)) {
      showError(error instanceof Error ? error.message : 'Die Daten konnten nicht geladen werden.')
    }
  },
}

/**
 * The portal's swr options, given to each hook rather than through an <SWRConfig> provider: then
 * swr loads with the first page that fetches data instead of with the entry. A hook's own options
 * win; its middleware runs after the loading bar's, as under a provider.
 */
export function withPortalDefaults<Config extends SWRConfiguration>(config?: Config): Config {
  return { ...swrConfig, ...config, use: [trackLoading, ...(config?.use ?? [])] } as Config
}
