import type { Image } from '@oabat/core'

/** One thing the viewer can show: an uploaded image or a video file. */
export type MediaItem =
  | { kind: 'image'; id: string; image: Image; alt: string }
  | { kind: 'video'; id: string; url: string; title: string }

/** Media ids in the URL: an image by its id, a video as `video-{id}` (the two id ranges overlap). */
export const imageMediaId = (imageId: number): string => String(imageId)
export const videoMediaId = (videoId: number): string => `video-${videoId}`
