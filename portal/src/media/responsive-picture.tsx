import type { Image } from '@oabat/core'
import { useState } from 'react'
import { API_BASE } from '../api/api-client.ts'
import './media.css'

export type ImageSize = 'small' | 'medium' | 'large'

export interface ResponsivePictureProps {
  image: Image
  /** The variant to show; the browser picks AVIF, then WebP, then JPEG of it (SPEC §3 Image). */
  size?: ImageSize
  alt: string
  className?: string
  /** Pictures below the fold load lazily. */
  eager?: boolean
}

/**
 * An uploaded image as `<picture>`: AVIF and WebP sources with the JPEG fallback, laid out at the
 * variant's own aspect ratio, and the tiny placeholder shown blurred behind it until it has loaded.
 */
export function ResponsivePicture({ image, size = 'medium', alt, className, eager = false }: ResponsivePictureProps) {
  const [loaded, setLoaded] = useState(false)
  const urls = image.urls[size]
  const { width, height } = image.sizes[size]
  return (
    <picture
      className={`responsive-picture${loaded ? ' responsive-picture--loaded' : ''}${className ? ` ${className}` : ''}`}
      style={{ backgroundImage: loaded ? undefined : `url("${image.placeholder}")` }}
    >
      <source type="image/avif" srcSet={`${API_BASE}${urls.avif}`} />
      <source type="image/webp" srcSet={`${API_BASE}${urls.webp}`} />
      <img
        src={`${API_BASE}${urls.jpg}`}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => setLoaded(true)}
      />
    </picture>
  )
}
