import { routePaths } from '../contract/route-paths.ts'
import { type ApiClientOptions, createPathClient } from './path-client.ts'

export {
  type ApiClientOptions,
  buildCallUrl,
  type CallInput,
  type CallOutput,
  createPathClient,
  type PathCall,
  type PathTable,
} from './path-client.ts'

/** A typed client of the whole API: every call goes through the contract's route paths. */
export function createApiClient(options: ApiClientOptions) {
  return createPathClient(routePaths, options)
}

export type ApiCall = ReturnType<typeof createApiClient>
