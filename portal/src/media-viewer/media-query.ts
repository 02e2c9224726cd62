/** SPEC §2: the fullscreen media viewer opens by a `media` query parameter holding the media id. */
export const MEDIA_PARAM = 'media'

/** The query string with `media` set (or removed with null), other parameters kept. */
export function withMedia(search: string, mediaId: string | null): string {
  const query = new URLSearchParams(search)
  if (mediaId === null) query.delete(MEDIA_PARAM)
  else query.set(MEDIA_PARAM, mediaId)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The media id in a query string, or null. */
export function mediaOf(search: string): string | null {
  return new URLSearchParams(search).get(MEDIA_PARAM)
}
