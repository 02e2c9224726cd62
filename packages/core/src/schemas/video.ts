import { z } from 'zod'

/** SPEC §3 Video, served from our own store (SPEC's external host is replaced by the tus upload). */
export const Video = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(['pending', 'error', 'cancel', 'success']),
    type: z.string().meta({ description: 'MIME type sniffed from the content' }),
    size: z.number().int(),
    url: z.string().nullable().meta({ description: 'Path of the video file once the upload succeeded' }),
    channels: z.array(z.string()).meta({ description: 'Slugs of the channels the video is shown in' }),
    created_at: z.string(),
  })
  .meta({ id: 'Video' })
export type Video = z.infer<typeof Video>
