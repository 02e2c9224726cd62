/** Widths of the image variants (never enlarged beyond the original). */
export const IMAGE_SIZES = { small: 320, medium: 800, large: 1600 } as const
export type ImageSize = keyof typeof IMAGE_SIZES
/** Every variant exists in each format; browsers pick with <picture> (AVIF, then WebP, then JPEG). */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** Path under which the server serves one variant of an image (long-cached: it never changes). */
export function imageVariantPath(uuid: string, size: ImageSize, format: ImageFormat): string {
  return `/api/media/images/${uuid}/${size}.${format}`
}
