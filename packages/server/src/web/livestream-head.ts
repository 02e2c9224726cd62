import { excerpt, livestreamPagePath, livestreamSearchPath, pageTitle } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import type { PageHead } from './page-head.ts'

/** Largest id the livestreams table holds (a 32-bit integer key on PostgreSQL). */
const MAX_ID = 2_147_483_647

/** SPEC §2 /livestream/{livestream} and its /suche: the stream's head; an unknown stream is a 404 (null here). */
export async function resolveLivestreamHead(
  { db, config }: AppContext,
  id: number,
  withSearch: boolean,
): Promise<PageHead | null> {
  if (id > MAX_ID) return null
  const stream = await db
    .selectFrom('livestreams')
    .select(['title', 'description'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!stream) return null
  return {
    status: 200,
    noindex: false,
    title: pageTitle(withSearch ? `${stream.title}: Betriebe und Jobs` : stream.title),
    description: excerpt(stream.description) || `Livestream: ${stream.title}`,
    canonical: `${config.publicUrl}${withSearch ? livestreamSearchPath(id) : livestreamPagePath(id)}`,
    jsonLd: null,
  }
}
