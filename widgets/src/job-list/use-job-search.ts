import { type ApiCall, ApiRequestError, type JobSummary, type SearchV2Type } from '@oabat/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from '../shared/use-latest.ts'
import type { WidgetError } from '../shared/widget-error.ts'
import type { JobListType } from './job-list-summary.ts'
import { GeolocationUnavailableError, type Place, PlaceNotFoundError, resolvePlace } from './resolve-place.ts'

export interface JobSearchInput {
  location?: string
  latitude?: number
  longitude?: number
  radius: number
  type: JobListType
  category?: string
  business?: string
  /** A job slug the list leaves out (the job page's own job). */
  exclude?: string
  /** Search term (job title, company, place). */
  term?: string
  /** Region channel slug; the default lists every channel. */
  channel?: string
  /** Job list slug (SPEC §3 Job list). */
  list?: string
  pageSize: number
}

export type JobSearchState =
  | { status: 'loading' }
  | { status: 'not-found'; slug: string }
  | { status: 'geolocation'; reason: GeolocationUnavailableError['reason'] }
  | { status: 'error' }
  /** The server refused an attribute's value, e.g. a channel or job list that does not exist. */
  | { status: 'refused'; attribute: string; message: string }
  | {
      status: 'ready'
      place: Place
      items: JobSummary[]
      page: number
      lastPage: number
      total: number
      more: 'idle' | 'loading' | 'error'
    }

type Ready = Extract<JobSearchState, { status: 'ready' }>

const SEARCH_TYPES: Record<JobListType, SearchV2Type> = {
  alle: 'jobs',
  ausbildung: 'apprenticeships',
  praktikum: 'internships',
}

export interface JobSearchCallbacks {
  onLoaded?: (info: { total: number; page: number }) => void
  onError?: (error: WidgetError) => void
}

/** One page of GET /api/v2/search/{type} (SPEC §7), nearest first with coordinates, else newest. */
async function searchPage(call: ApiCall, input: JobSearchInput, place: Place, page: number, signal: AbortSignal) {
  const hasCoordinates = place.latitude !== undefined && place.longitude !== undefined
  const answer = await call(
    'searchV2',
    {
      params: { type: SEARCH_TYPES[input.type] },
      query: {
        ...(hasCoordinates ? { latitude: place.latitude, longitude: place.longitude, distance: input.radius } : {}),
        category: input.category,
        business_slug: input.business,
        exclude_job_slug: input.exclude,
        term: input.term,
        channel: input.channel,
        list: input.list,
        sort: hasCoordinates ? 'distance' : 'newest',
        per_page: input.pageSize,
        page,
      },
    },
    { signal },
  )
  const { data, current_page, last_page, total } = answer.result
  const items = data.filter((item): item is Extract<typeof item, { type: 'job' }> => item.type === 'job')
  return { items: items as JobSummary[], page: current_page, lastPage: last_page, total }
}

/** Query parameters of the search whose attribute has another name. */
const QUERY_ATTRIBUTES: Record<string, string> = {
  distance: 'radius',
  per_page: 'page-size',
  business_slug: 'business',
}

/**
 * The attribute a refusal of the search names: a 422 names its field (an unknown channel); the only
 * 404 the search answers is an unknown job list („Diese Jobliste gibt es nicht.“) — any other 404
 * (an `api` pointing elsewhere) stays a loading failure.
 */
function refusedAttribute(error: ApiRequestError, input: JobSearchInput) {
  if (error.status === 404 && input.list) return { attribute: 'list', message: error.message }
  if (error.status !== 422) return undefined
  const [field = '', messages = []] = Object.entries(error.fieldErrors)[0] ?? []
  const name = field.split('.')[0] ?? ''
  return { attribute: QUERY_ATTRIBUTES[name] ?? name, message: messages[0] ?? error.message }
}

function describeFailure(error: unknown, input: JobSearchInput): { state: JobSearchState; report: WidgetError } {
  if (error instanceof PlaceNotFoundError) {
    return {
      state: { status: 'not-found', slug: error.slug },
      report: { kind: 'location', message: `Ort nicht gefunden: ${error.slug}`, status: 404 },
    }
  }
  if (error instanceof GeolocationUnavailableError) {
    return {
      state: { status: 'geolocation', reason: error.reason },
      report: { kind: 'geolocation', message: 'Standort nicht verfügbar' },
    }
  }
  const status = error instanceof ApiRequestError ? error.status : 0
  const refused = error instanceof ApiRequestError ? refusedAttribute(error, input) : undefined
  if (refused) {
    // Trying again changes nothing: name the attribute with the server's German reason instead.
    return {
      state: { status: 'refused', ...refused },
      report: { kind: 'attribute', message: `Ungültiges Attribut ${refused.attribute}: ${refused.message}`, status },
    }
  }
  return {
    state: { status: 'error' },
    report: { kind: 'network', message: 'Die Stellen konnten nicht geladen werden.', status },
  }
}

/**
 * The job list's data: resolves the place, loads page 1, appends further pages on request.
 * A change of input aborts every request still in flight, so a late answer never shows.
 */
export function useJobSearch(call: ApiCall, input: JobSearchInput, callbacks: JobSearchCallbacks) {
  const [state, setState] = useState<JobSearchState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useLatest(callbacks)
  const inputRef = useLatest(input)
  const stateRef = useLatest(state)
  const controllers = useRef(new Set<AbortController>())
  // A second click before the re-render must not load the same page twice.
  const busy = useRef(false)
  const key = JSON.stringify(input)

  const track = useCallback(() => {
    const controller = new AbortController()
    controllers.current.add(controller)
    return controller
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the input; attempt is "Erneut versuchen"
  useEffect(() => {
    const controller = track()
    const current = inputRef.current
    setState({ status: 'loading' })
    resolvePlace(call, current, controller.signal)
      .then(async (place) => {
        const result = await searchPage(call, current, place, 1, controller.signal)
        if (controller.signal.aborted) return
        setState({ status: 'ready', place, ...result, more: 'idle' })
        latest.current.onLoaded?.({ total: result.total, page: result.page })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const { state: failed, report } = describeFailure(error, current)
        setState(failed)
        latest.current.onError?.(report)
      })
    const all = controllers.current
    return () => {
      for (const each of all) each.abort()
      all.clear()
    }
  }, [call, key, attempt])

  /** Appends the next page; resolves to the number of new items (0 when nothing was added). */
  const loadMore = useCallback(async (): Promise<number> => {
    const before = stateRef.current
    if (busy.current || before.status !== 'ready' || before.page >= before.lastPage) return 0
    busy.current = true
    const controller = track()
    setState({ ...before, more: 'loading' })
    try {
      const next = await searchPage(call, inputRef.current, before.place, before.page + 1, controller.signal)
      if (controller.signal.aborted) return 0
      const seen = new Set(before.items.map((item) => item.id))
      const fresh = next.items.filter((item) => !seen.has(item.id))
      const after: Ready = {
        ...before,
        items: [...before.items, ...fresh],
        page: next.page,
        lastPage: next.lastPage,
        total: next.total,
        more: 'idle',
      }
      setState(after)
      latest.current.onLoaded?.({ total: next.total, page: next.page })
      return fresh.length
    } catch (error) {
      if (controller.signal.aborted) return 0
      setState({ ...before, more: 'error' })
      latest.current.onError?.(describeFailure(error, inputRef.current).report)
      return 0
    } finally {
      busy.current = false
      controllers.current.delete(controller)
    }
  }, [call, track, inputRef, latest, stateRef])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, loadMore, retry }
}
