import { z } from 'zod'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'

const formatUrls = z.object({ avif: z.string(), webp: z.string(), jpg: z.string() })

/** SPEC §3 Image: urls keyed by size and format, a tiny placeholder. */
export const Image = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    file_path: z.string().meta({ description: 'URL of the large JPEG (fallback)' }),
    is_private: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    urls: z.object({ small: formatUrls, medium: formatUrls, large: formatUrls }),
    sizes: z
      .object({
        small: z.object({ width: z.number().int(), height: z.number().int() }),
        medium: z.object({ width: z.number().int(), height: z.number().int() }),
        large: z.object({ width: z.number().int(), height: z.number().int() }),
      })
      .meta({ description: 'Pixel size of each variant' }),
    placeholder: z.string().meta({ description: 'data: URL of a tiny blurred WebP' }),
    created_at: z.string(),
  })
  .meta({ id: 'Image' })
export type Image = z.infer<typeof Image>

/** SPEC §3 File: id, mime_type, original_filename, uuid (the uuid only for its uploader). */
export const StoredFile = z
  .object({
    id: z.number().int(),
    mime_type: z.string(),
    original_filename: z.string(),
    size: z.number().int(),
    uuid: z.string().nullable().meta({ description: 'Only shown to the uploader; claims a guest upload' }),
    is_claimed: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'File' })
export type StoredFile = z.infer<typeof StoredFile>

const FILE_NAME_REFUSED = 'Der Dateiname darf kein HTML enthalten. Bitte benenne die Datei um.'

/** A multipart upload field. */
export const UploadField = (label: string) =>
  z
    .instanceof(File, { error: `Bitte wähle ${label} aus.` })
    // The file's name is shown to others (chat, materials) like any other name.
    .refine((file) => !containsMarkup(file.name), FILE_NAME_REFUSED)
    .meta({ type: 'string', format: 'binary' })

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true')

export const ImageUpload = z.object({ image: UploadField('ein Bild'), public: flag.default(true) })
export const ImageUpdate = z.object({
  public: flag.optional(),
  file_name: z
    .string()
    .trim()
    .min(1, 'Der Dateiname darf nicht leer sein.')
    .max(200)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .optional(),
})
export const FileUpload = z.object({ file: UploadField('eine Datei') })
export const FileUpdate = z.object({
  original_filename: z
    .string({ error: 'Bitte gib einen Dateinamen an.' })
    .trim()
    .min(1, 'Der Dateiname darf nicht leer sein.')
    .max(200, 'Der Dateiname darf höchstens 200 Zeichen lang sein.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED),
})
export const FileClaim = z.object({
  uuid: z.string({ error: 'Bitte gib die uuid der Datei an.' }).uuid('Die uuid ist ungültig.'),
})
