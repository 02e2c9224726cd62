import { z } from 'zod'

/** One table (or group of tables) of the export: its rows as stored, without secrets or other people's data. */
export const YourDataSection = z
  .object({
    name: z.string(),
    title: z.string(),
    rows: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'YourDataSection' })
export type YourDataSection = z.infer<typeof YourDataSection>

/** GDPR Art. 15/20: everything stored about the caller, as the JSON file of /einstellungen (docs/your-data.md). */
export const YourDataExport = z
  .object({
    exported_at: z.string(),
    user_id: z.number().int(),
    /** When the personal data will be deleted: set once a deactivation was requested. */
    deletion_due_at: z.string().nullable(),
    sections: z.array(YourDataSection),
  })
  .meta({ id: 'YourDataExport' })
export type YourDataExport = z.infer<typeof YourDataExport>
