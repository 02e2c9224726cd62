import { NEARBY_SLUG, type SchoolSection, schoolBoardCalls, schoolSearchQuery } from '@oabat/core'
import type { LoadCall } from './page-data-loaders.ts'

/**
 * schools/*-page.tsx: the school; on the profile its video and its channel's events; on an unlocked
 * Schwarzes Brett its feed (a locked board shows no feed, so it loads none).
 */
export async function loadSchool(slug: string, section: SchoolSection, call: LoadCall): Promise<void> {
  const school = await call('school', { params: { idOrSlug: slug } })
  if (!school) return
  const { video_id: videoId, channel, is_minibat_unlocked: unlocked } = school.data
  if (section === 'profile') {
    await Promise.all([
      videoId === null ? null : call('video', { params: { videoId } }),
      channel ? call('events', { query: { channel: channel.slug } }) : null,
    ])
  }
  if (section === 'board' && unlocked) {
    const calls = schoolBoardCalls(channel?.slug ?? null)
    await Promise.all([
      call('searchV2', calls.news),
      call('jobFairs', calls.fairs),
      calls.events ? call('events', calls.events) : null,
    ])
  }
}

/**
 * schools/school-search-page.tsx: with a place, the place and the schools around it (without one the
 * page is its place search). „Umgebung“ is the visitor's own position, which only the browser knows.
 */
export async function loadSchoolSearch(locationSlug: string | null, call: LoadCall): Promise<void> {
  if (!locationSlug || locationSlug === NEARBY_SLUG) return
  const place = await call('location', { params: { idOrSlug: locationSlug } })
  if (place) await call('searchSchool', { query: schoolSearchQuery(place.data) })
}
