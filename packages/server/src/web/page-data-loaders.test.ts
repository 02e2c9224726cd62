import { pageDataKey } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { isServerRendered, type LoadCall, loadPageData } from './page-data-loaders.ts'
import { matchPageRoute } from './page-route.ts'

const PLACE = { data: { slug: 'passau-2855328', name: 'Passau', latitude: 48.5665, longitude: 13.43122 } }

/** A LoadCall that records the calls and answers from a table (null for anything else). */
function recorder(answers: Record<string, unknown> = {}) {
  const calls: string[] = []
  const load = (async (key: string, input: unknown) => {
    const id = pageDataKey(key, input)
    calls.push(id)
    return (answers[key] ?? null) as never
  }) as LoadCall
  return { calls, load }
}

async function dataFor(url: string, answers: Record<string, unknown> = {}) {
  const { pathname, searchParams } = new URL(url, 'http://oabat.test')
  const { calls, load } = recorder(answers)
  const data = await loadPageData(matchPageRoute(pathname, searchParams), searchParams, load)
  return { calls, data }
}

describe('loadPageData', () => {
  it('loads a job page with the call and input of the portal hook', async () => {
    const { data } = await dataFor('/betriebe/gasthof/jobs/koch-2027', { jobV2: { data: { name: 'Koch' } } })
    expect(data).toEqual({ [pageDataKey('jobV2', { params: { slug: 'koch-2027' } })]: { data: { name: 'Koch' } } })
  })

  it('loads a company page: the business, then its video, the businesses around it and its Azubis', async () => {
    const { calls } = await dataFor('/betriebe/gasthof', { business: { data: { id: 7, video_id: 3 } } })
    expect(calls).toEqual([
      pageDataKey('business', { params: { idOrSlug: 'gasthof' } }),
      pageDataKey('video', { params: { videoId: 3 } }),
      pageDataKey('businessesAround', { params: { businessId: 7 }, body: { distance: 30 } }),
      pageDataKey('businessAzubis', { params: { slug: 'gasthof' } }),
    ])
  })

  it('loads a school profile: the school, its video and the events of its channel', async () => {
    const school = { data: { video_id: 4, channel: { slug: 'passau' }, is_minibat_unlocked: false } }
    const { calls } = await dataFor('/schule/gs-passau', { school })
    expect(calls).toEqual([
      pageDataKey('school', { params: { idOrSlug: 'gs-passau' } }),
      pageDataKey('video', { params: { videoId: 4 } }),
      pageDataKey('events', { query: { channel: 'passau' } }),
    ])
  })

  it('loads the school search: the place and the schools around it; nothing without a place or for Umgebung', async () => {
    const location = { data: { latitude: 48.57, longitude: 13.43 } }
    const { calls } = await dataFor('/schule/suche/passau-2855328', { location })
    expect(calls).toEqual([
      pageDataKey('location', { params: { idOrSlug: 'passau-2855328' } }),
      pageDataKey('searchSchool', { query: { latitude: 48.57, longitude: 13.43, limit: 50 } }),
    ])
    expect((await dataFor('/schule/suche')).calls).toEqual([])
    expect((await dataFor('/schule/suche/nearby')).calls).toEqual([])
  })

  it('loads the feed of an unlocked Schwarzes Brett with the inputs of schoolBoardCalls, none of a locked one', async () => {
    const unlocked = { data: { video_id: null, channel: { slug: 'passau' }, is_minibat_unlocked: true } }
    const { calls } = await dataFor('/schule/gs-passau/minibat', { school: unlocked })
    expect(calls).toEqual([
      pageDataKey('school', { params: { idOrSlug: 'gs-passau' } }),
      pageDataKey('searchV2', { params: { type: 'posts' }, query: { channel: 'oabat', per_page: 20, page: 1 } }),
      pageDataKey('jobFairs', { query: { channel: 'passau' } }),
      pageDataKey('events', { query: { channel: 'passau' } }),
    ])
    const locked = { data: { ...unlocked.data, is_minibat_unlocked: false } }
    const lockedCalls = await dataFor('/schule/gs-passau/schwarzes-brett', { school: locked })
    expect(lockedCalls.calls).toEqual([pageDataKey('school', { params: { idOrSlug: 'gs-passau' } })])
  })

  it('asks for no video of a company without one', async () => {
    const { calls } = await dataFor('/betriebe/gasthof', { business: { data: { id: 7, video_id: null } } })
    expect(calls).toEqual([
      pageDataKey('business', { params: { idOrSlug: 'gasthof' } }),
      pageDataKey('businessesAround', { params: { businessId: 7 }, body: { distance: 30 } }),
      pageDataKey('businessAzubis', { params: { slug: 'gasthof' } }),
    ])
  })

  it('loads an internship page with its weeks and an Azubi page with its apprentices', async () => {
    expect((await dataFor('/betriebe/gasthof/jobs/praktikum-kueche/praktikum')).calls).toEqual([
      pageDataKey('internship', { params: { jobSlug: 'praktikum-kueche' } }),
    ])
    expect((await dataFor('/betriebe/gasthof/azubis')).calls).toEqual([
      pageDataKey('businessAzubis', { params: { slug: 'gasthof' } }),
    ])
  })

  it('loads place and first result page of the company listing with radius and term from the query', async () => {
    const { calls } = await dataFor('/unternehmen/passau-2855328?radius=25&term=Holz', {
      location: PLACE,
      searchV2: { result: { total: 3 } },
    })
    expect(calls).toEqual([
      pageDataKey('location', { params: { idOrSlug: 'passau-2855328' } }),
      pageDataKey('searchV2', {
        params: { type: 'businesses' },
        query: { latitude: 48.5665, longitude: 13.43122, distance: 25, term: 'Holz', page: 1 },
      }),
    ])
  })

  it('loads only the place of a job search: its cards load in the browser', async () => {
    const { calls } = await dataFor('/ausbildung/passau-2855328', { location: PLACE })
    expect(calls).toEqual([pageDataKey('location', { params: { idOrSlug: 'passau-2855328' } })])
  })

  it('loads nothing for „Umgebung“, whose position only the browser knows', async () => {
    expect((await dataFor('/ausbildung/nearby')).calls).toEqual([])
  })

  it('loads a site page by the site slug', async () => {
    const { calls } = await dataFor('/betriebe/gasthof/gasthof-passau')
    expect(calls).toEqual([pageDataKey('businessSite', { params: { slug: 'gasthof-passau' } })])
  })

  it('loads a region and what its section shows, with the channel and area of the region', async () => {
    const region = { data: { channel: { slug: 'passau' }, latitude: 48.5, longitude: 13.4, radius_km: 24.2 } }
    const start = await dataFor('/region/passau', { region })
    expect(start.calls).toEqual([
      pageDataKey('region', { params: { id: 'passau' } }),
      pageDataKey('searchV2', { params: { type: 'posts' }, query: { channel: 'passau', per_page: 3, page: 1 } }),
      pageDataKey('events', { query: { channel: 'passau' } }),
    ])
    const businesses = await dataFor('/region/passau/unternehmen', { region })
    expect(businesses.calls[1]).toBe(
      pageDataKey('searchV2', {
        params: { type: 'businesses' },
        query: { channel: 'passau', latitude: 48.5, longitude: 13.4, distance: 25, page: 1 },
      }),
    )
    const schools = await dataFor('/region/v2/passau/schulen', { region })
    expect(schools.calls[1]).toBe(
      pageDataKey('searchSchool', { query: { latitude: 48.5, longitude: 13.4, limit: 50 } }),
    )
    // The job sections' cards load in the browser.
    expect((await dataFor('/region/passau/ausbildung', { region })).calls).toHaveLength(1)
  })

  it('loads the list of regions, a post, an event and the upcoming and past events', async () => {
    expect((await dataFor('/region')).calls).toEqual([pageDataKey('regions', {})])
    expect((await dataFor('/beitrag/neue-azubis')).calls).toEqual([
      pageDataKey('post', { params: { slug: 'neue-azubis' } }),
    ])
    expect((await dataFor('/event/tag-der-ausbildung')).calls).toEqual([
      pageDataKey('event', { params: { id: 'tag-der-ausbildung' } }),
    ])
    expect((await dataFor('/event')).calls).toEqual([
      pageDataKey('events', { query: { past: '0' } }),
      pageDataKey('events', { query: { past: '1' } }),
    ])
  })

  it('loads the place of a fair page, its fairs and on the news tab the posts of the nearest fair', async () => {
    const answers = { location: PLACE, jobFairs: { data: [{ channel: 'passau' }] } }
    const { calls } = await dataFor('/messe/passau-2855328/news', answers)
    expect(calls).toEqual([
      pageDataKey('location', { params: { idOrSlug: 'passau-2855328' } }),
      pageDataKey('jobFairs', { query: { latitude: 48.5665, longitude: 13.43122, distance: 100 } }),
      pageDataKey('searchV2', { params: { type: 'posts' }, query: { channel: 'passau', page: 1 } }),
    ])
  })

  it('leaves failed calls out, so the page loads them in the browser', async () => {
    const { calls, data } = await dataFor('/unternehmen/unbekannt')
    expect(calls).toHaveLength(1)
    expect(data).toEqual({})
  })
})

describe('loadPageData of the „Auswahl“ pages', () => {
  it('loads the job lists, or the one list of /auswahl/{slug}', async () => {
    expect((await dataFor('/auswahl')).calls).toEqual([pageDataKey('jobLists', {})])
    expect((await dataFor('/auswahl/handwerk?radius=25')).calls).toEqual([
      pageDataKey('jobListDetail', { params: { id: 'handwerk' } }),
    ])
  })
})

describe('isServerRendered', () => {
  it('renders the public pages it has loaders for and leaves the others to the browser', () => {
    const rendered = (path: string) => isServerRendered(matchPageRoute(path))
    expect(
      ['/', '/betriebe/gasthof/jobs/koch', '/betriebe/gasthof', '/ausbildung', '/unternehmen/x'].map(rendered),
    ).toEqual([true, true, true, true, true])
    expect(
      [
        '/betriebe/gasthof/gasthof-passau',
        '/region',
        '/region/passau/news',
        '/passau',
        '/beitrag/x',
        '/event',
        '/messe/x',
        '/auswahl',
        '/auswahl/handwerk',
        '/region/passau/ausbildung_embed',
        '/region/passau/unternehmen_embed',
        '/schule/gs-passau',
        '/schule/gs-passau/schwarzes-brett',
        '/schule/gs-passau/einladung',
      ].map(rendered),
    ).toEqual([true, true, true, true, true, true, true, true, true, true, true, true, true, true])
    expect(
      ['/einstellungen', '/betrieb', '/embed/jobs', '/betriebe/x/jobs', '/unbekannt', '/schule/einstellungen'].map(
        rendered,
      ),
    ).toEqual([false, false, false, false, false, false])
  })
})
