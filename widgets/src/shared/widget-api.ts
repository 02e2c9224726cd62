import {
  chatRoutePaths,
  createPathClient,
  type PathCall,
  placeAndJobRoutePaths,
  searchV2RoutePaths,
  sessionRoutePaths,
} from '@oabat/core'

/**
 * The API calls the widgets make, by the route groups they need: a widget page bundles these
 * paths only, not the whole API's (the employer area and the account calls are most of it).
 */
const readRoutePaths = { ...placeAndJobRoutePaths, ...searchV2RoutePaths }
const chatWidgetRoutePaths = { ...sessionRoutePaths, ...chatRoutePaths }

/** Places, jobs, businesses and the v2 search: the lists, the card and the search box. */
export type ReadCall = PathCall<typeof readRoutePaths>
/** Login, the current user and the chat: `<oabat-chat>`. */
export type ChatWidgetCall = PathCall<typeof chatWidgetRoutePaths>
/** Login and the current user only: the consent banner's check whether someone is logged in. */
export type SessionCall = PathCall<typeof sessionRoutePaths>

export function createReadClient(baseUrl: string): ReadCall {
  return createPathClient(readRoutePaths, { baseUrl })
}

export function createChatWidgetClient(baseUrl: string, token: () => string | null | undefined): ChatWidgetCall {
  return createPathClient(chatWidgetRoutePaths, { baseUrl, token })
}

export function createSessionClient(baseUrl: string, token: () => string | null | undefined): SessionCall {
  return createPathClient(sessionRoutePaths, { baseUrl, token })
}
