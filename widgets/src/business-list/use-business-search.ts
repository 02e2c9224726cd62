import { type ApiCall, ApiRequestError, type BusinessSummary } from '@oabat/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { GeolocationUnavailableError, type Place, PlaceNotFoundError, resolvePlace } from '../job-list/resolve-place.ts'
import { useLatest } from '../shared/use-latest.ts'
import type { WidgetError } from '../shared/widget-error.ts'

export interface BusinessSearchInput {
  location?: string
  latitude?: number
  longitude?: number
  radius: number
  /** Job category slug: only businesses with a published job of it. */
  category?: string
  /** Search term: company name, place or what the company offers. */
  term?: string
  /** Region channel slug; the default lists every channel. */
  channel?: string
  pageSize: number
}

export type BusinessSearchState =
  | { status: 'loading' }
  | { status: 'not-found'; slug: string }
  | { status: 'geolocation'; reason: GeolocationUnavailableError['reason'] }
  | { status: 'error' }
  /** The server refused an attribute's value (422), e.g. a channel that does not exist. */
  | { status: 'refused'; attribute: string; message: string }
  | {
      status: 'ready'
      place: Place
      items: BusinessSummary[]
      page: number
      lastPage: number
      total: number
      more: 'idle' | 'loading' | 'error'
    }

type Ready = Extract<BusinessSearchState, { status: 'ready' }>

export interface BusinessSearchCallbacks {
  onLoaded?: (info: { total: number; page: number }) => void
  onError?: (error: WidgetError) => void
}

/** One page of GET /api/v2/search/businesses: each business once, at its nearest site, nearest first. */
async function searchPage(
  call: ApiCall,
  input: BusinessSearchInput,
  place: Place,
  page: number,
  signal: AbortSignal,
): Promise<{ items: BusinessSummary[]; page: number; lastPage: number; total: number }> {
  const hasCoordinates = place.latitude !== undefined && place.longitude !== undefined
  const answer = await call(
    'searchV2',
    {
      params: { type: 'businesses' },
      query: {
        ...(hasCoordinates ? { latitude: place.latitude, longitude: place.longitude, distance: input.radius } : {}),
        category: input.category,
        term: input.term,
        channel: input.channel,
        per_page: input.pageSize,
        page,
      },
    },
    { signal },
  )
  const { data, current_page, last_page, total } = answer.result
  const items = data.filter((item) => item.type === 'business') as BusinessSummary[]
  return { items, page: current_page, lastPage: last_page, total }
}

/** Query parameters of the search whose attribute has another name. */
const QUERY_ATTRIBUTES: Record<string, string> = { distance: 'radius', per_page: 'page-size' }

function describeFailure(error: unknown): { state: BusinessSearchState; report: WidgetError } {
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
  if (error instanceof ApiRequestError && status === 422) {
    // Trying again changes nothing: name the attribute with the server's German reason instead.
    const [field = '', messages = []] = Object.entries(error.fieldErrors)[0] ?? []
    const attribute = QUERY_ATTRIBUTES[field.split('.')[0] ?? ''] ?? field.split('.')[0] ?? ''
    const message = messages[0] ?? error.message
    return {
      state: { status: 'refused', attribute, message },
      report: { kind: 'attribute', message: `Ungültiges Attribut ${attribute}: ${message}`, status },
    }
  }
  return {
    state: { status: 'error' },
    report: { kind: 'network', message: 'Die Unternehmen konnten nicht geladen werden.', status },
  }
}

/**
 * The business list's data: resolves the place, loads page 1, appends further pages on request.
 * A change of input aborts every request still in flight, so a late answer never shows.
 */
export function useBusinessSearch(call: ApiCall, input: BusinessSearchInput, callbacks: BusinessSearchCallbacks) {
  const [state, setState] = useState<BusinessSearchState>({ status: 'loading' })
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
        const { state: failed, report } = describeFailure(error)
        setState(failed)
        latest.current.onError?.(report)
      })
    const all = controllers.current
    return () => {
      for (const each of all) each.abort()
      all.clear()
    }
  }, [call, key, attempt])

  /** Appends the next page; resolves to the number of new businesses (0 when nothing was added). */
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
      latest.current.onError?.(describeFailure(error).report)
      return 0
    } finally {
      busy.current = false
      controllers.current.delete(controller)
    }
  }, [call, track, inputRef, latest, stateRef])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, loadMore, retry }
}
