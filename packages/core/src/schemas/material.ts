import { z } from 'zod'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from './account-fields.ts'

const title = z
  .string({ error: 'Bitte gib einen Titel an.' })
  .trim()
  .min(1, 'Bitte gib einen Titel an.')
  .max(150, 'Der Titel darf höchstens 150 Zeichen lang sein.')
  .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
const description = z
  .string({ error: 'Die Beschreibung muss ein Text sein.' })
  .trim()
  .max(2000, 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.')
  .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
  .nullable()
  .optional()
const fileId = z
  .number({ error: 'Bitte wähle eine Datei aus.' })
  .int()
  .positive('Bitte wähle eine Datei aus.')
  .max(RECORD_ID_MAX, ID_TOO_LARGE)
export const ChannelSlug = z
  .string({ error: 'Bitte gib den Kanal an.' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Diesen Kanal gibt es nicht.')

/** POST /api/materials: an uploaded own file (POST /api/file) shown in the own channel. */
export const MaterialInput = z
  .object({ file_id: fileId, channel: ChannelSlug, title, description })
  .meta({ id: 'MaterialInput' })

/** PUT /api/materials/{id}: only what changes; the channel stays. */
export const MaterialUpdate = z.object({ file_id: fileId, title, description }).partial().meta({ id: 'MaterialUpdate' })

/** SPEC §3 Material: file_id, channel, title, description, with what a download link needs. */
export const Material = z
  .object({
    id: z.number().int(),
    file_id: z.number().int(),
    channel: z.string().meta({ description: 'Slug of the channel' }),
    title: z.string(),
    description: z.string().nullable(),
    file: z.object({
      mime_type: z.string(),
      original_filename: z.string(),
      size: z.number().int(),
    }),
    url: z.string().meta({ description: 'Download path of the file (public, like the material)' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Material' })
export type Material = z.infer<typeof Material>
