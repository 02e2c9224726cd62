import fs from 'node:fs/promises'
import path from 'node:path'
import {
  IMAGE_FORMATS,
  IMAGE_SIZES,
  type Image,
  type ImageFormat,
  type ImageSize,
  imageVariantPath,
  type StoredFile,
} from '@oabat/core'
import type { Config } from '../config.ts'
import type { FilesTable, ImagesTable } from '../db/employer-schema.ts'
import type { EncodedImage } from './image-encoder.ts'
import { type MediaUrlSigner, signedImageQuery } from './signed-media-url.ts'

/** {DATA_DIR}/media: images/{uuid}/{size}.{format} and files/{uuid}. */
export function mediaRoot(config: Config): string {
  return path.join(config.dataDir, 'media')
}

export function imageDir(config: Config, uuid: string): string {
  return path.join(mediaRoot(config), 'images', uuid)
}

export function filePath(config: Config, uuid: string): string {
  return path.join(mediaRoot(config), 'files', uuid)
}

/** Writes every variant of an encoded image into its own folder; removes the folder on failure. */
export async function writeImageFiles(config: Config, uuid: string, encoded: EncodedImage): Promise<void> {
  const dir = imageDir(config, uuid)
  await fs.mkdir(dir, { recursive: true })
  try {
    for (const variant of encoded.variants) {
      await fs.writeFile(path.join(dir, `${variant.size}.${variant.format}`), variant.data)
    }
  } catch (error) {
    await removeImageFiles(config, uuid)
    throw error
  }
}

export async function removeImageFiles(config: Config, uuid: string): Promise<void> {
  await fs.rm(imageDir(config, uuid), { recursive: true, force: true })
}

export interface StoredVariant {
  size: ImageSize
  format: ImageFormat
  width: number
  height: number
}

type ImageRow = Omit<ImagesTable, 'id'> & { id: number }

/** What signs private images' URLs: the server's key and clock. */
export function mediaUrlSigner(context: {
  config: Pick<Config, 'mediaUrlSecret'>
  now?: () => number
}): MediaUrlSigner {
  return { secret: context.config.mediaUrlSecret, now: context.now ?? Date.now }
}

/**
 * The API's Image from its row. A private image's URLs carry a short-lived signature (docs/media.md)
 * when a signer is given: only answers for callers who may see it pass one. Without a signer (public
 * answers such as profiles) a private image's URLs stay unsigned and do not open.
 */
export function toImage(row: ImageRow, signer: MediaUrlSigner | null): Image {
  const variants = JSON.parse(row.variants) as StoredVariant[]
  const query = row.is_private === 1 && signer ? `?${signedImageQuery(signer, row.uuid)}` : ''
  const urls = {} as Image['urls']
  const sizes = {} as Image['sizes']
  for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
    urls[size] = { avif: '', webp: '', jpg: '' }
    for (const format of IMAGE_FORMATS) urls[size][format] = imageVariantPath(row.uuid, size, format) + query
    const variant = variants.find((v) => v.size === size) ?? { width: row.width, height: row.height }
    sizes[size] = { width: variant.width, height: variant.height }
  }
  return {
    id: row.id,
    file_name: row.file_name,
    file_path: urls.large.jpg,
    is_private: row.is_private === 1,
    width: row.width,
    height: row.height,
    urls,
    sizes,
    placeholder: row.placeholder,
    created_at: row.created_at,
  }
}

type FileRow = Omit<FilesTable, 'id'> & { id: number }

/** The API's File; the uuid only for its owner (it is the key that claims a guest upload). */
export function toStoredFile(row: FileRow, showUuid: boolean): StoredFile {
  return {
    id: row.id,
    mime_type: row.mime_type,
    original_filename: row.original_filename,
    size: row.size,
    uuid: showUuid ? row.uuid : null,
    is_claimed: row.owner_user_id !== null,
    created_at: row.created_at,
  }
}
