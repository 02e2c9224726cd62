import { IMAGE_FORMATS, IMAGE_SIZES, type ImageFormat, type ImageSize } from '@oabat/core'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp'
import { HttpError } from '../http/http-error.ts'

/** Uploads larger than this are refused before they are read (bytes). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** Decoding more pixels than this costs too much memory (a decompression bomb); 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])

export const NOT_AN_IMAGE = 'Diese Datei ist kein unterstütztes Bild. Erlaubt sind JPEG, PNG, WebP, AVIF und GIF.'
export const IMAGE_TOO_LARGE = 'Das Bild ist zu groß. Erlaubt sind höchstens 15 MB und 40 Megapixel.'

export interface EncodedVariant {
  size: ImageSize
  format: ImageFormat
  width: number
  height: number
  data: Buffer
}

export interface EncodedImage {
  width: number
  height: number
  variants: EncodedVariant[]
  /** data: URL of a 16-pixel-wide WebP, shown blurred until the real image has loaded. */
  placeholder: string
}

function refuse(message: string): HttpError {
  return new HttpError(422, message, { image: [message] })
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 2 })
  if (format === 'webp') return pipeline.webp({ quality: 78 })
  // JPEG has no transparency: transparent parts become white.
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true })
}

/**
 * Checks an upload by its content (not its name or claimed type), then re-encodes it: EXIF
 * orientation applied and all metadata dropped, three widths (never enlarged) in AVIF, WebP and JPEG.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw refuse(IMAGE_TOO_LARGE)
  const sniffed = await fileTypeFromBuffer(input)
  if (!sniffed || !ACCEPTED.has(sniffed.mime)) throw refuse(NOT_AN_IMAGE)
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }
  let metadata: Metadata
  try {
    // Reading the header does not decode pixels, so the pixel limit is checked below with its own message.
    metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata()
  } catch {
    throw refuse(NOT_AN_IMAGE)
  }
  if (!metadata.width || !metadata.height) throw refuse(NOT_AN_IMAGE)
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw refuse(IMAGE_TOO_LARGE)
  // Orientations 5–8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5
  const width = swapped ? metadata.height : metadata.width
  const height = swapped ? metadata.width : metadata.height

  try {
    const variants: EncodedVariant[] = []
    for (const [size, maxWidth] of Object.entries(IMAGE_SIZES) as Array<[ImageSize, number]>) {
      const resized = sharp(input, options)
        .rotate()
        .resize({ width: Math.min(maxWidth, width), withoutEnlargement: true })
      for (const format of IMAGE_FORMATS) {
        const { data, info } = await encode(resized.clone(), format).toBuffer({ resolveWithObject: true })
        variants.push({ size, format, width: info.width, height: info.height, data })
      }
    }
    const tiny = await sharp(input, options).rotate().resize({ width: 16 }).webp({ quality: 40 }).toBuffer()
    return { width, height, variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` }
  } catch {
    // A header that decodes but a body that does not (truncated or forged data).
    throw refuse(NOT_AN_IMAGE)
  }
}
