import { chatRoutePaths, createPathClient, livestreamRoutePaths, type PathCall, sessionRoutePaths } from '@oabat/core'

/**
 * The calls of <oabat-livestream>: the livestream routes, the current user and the realtime key.
 * Kept out of shared/widget-api.ts, so the other widgets' shared chunk does not carry these paths.
 */
const livestreamWidgetRoutePaths = {
  ...livestreamRoutePaths,
  authUser: sessionRoutePaths.authUser,
  chatRealtime: chatRoutePaths.chatRealtime,
}

export type LivestreamWidgetCall = PathCall<typeof livestreamWidgetRoutePaths>

export function createLivestreamWidgetClient(
  baseUrl: string,
  token: () => string | null | undefined,
): LivestreamWidgetCall {
  return createPathClient(livestreamWidgetRoutePaths, { baseUrl, token })
}
