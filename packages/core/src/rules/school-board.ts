import type { CallInput } from '../client/path-client.ts'

/** SPEC §9 "School news feed limit 20"; SPEC §7: the news of channel oabat. */
export const SCHOOL_NEWS_LIMIT = 20
export const SCHOOL_NEWS_CHANNEL = 'oabat'

/**
 * The calls of the Schwarzes Brett (SPEC §7 school event feed): the news of channel oabat (limit 20),
 * the job fairs and the upcoming events of the school's channel (all fairs and no events for a school
 * outside every region). The same inputs on the server (its first paint) and in the browser.
 */
export function schoolBoardCalls(channelSlug: string | null): {
  news: CallInput<'searchV2'>
  fairs: CallInput<'jobFairs'>
  events: CallInput<'events'> | null
} {
  return {
    news: { params: { type: 'posts' }, query: { channel: SCHOOL_NEWS_CHANNEL, per_page: SCHOOL_NEWS_LIMIT, page: 1 } },
    fairs: { query: channelSlug ? { channel: channelSlug } : {} },
    events: channelSlug ? { query: { channel: channelSlug } } : null,
  }
}
