import { useCallback, useEffect, useRef, useState } from 'react'
import type { Place } from '../../job-list/resolve-place.ts'
import { useLatest } from '../use-latest.ts'
import type { ReadCall } from '../widget-api.ts'
import type {
  ListSearchCallbacks,
  ListSearchFailure,
  ListSearchState,
  ReadyListSearch,
  SearchResultPage,
} from './list-search-state.ts'
import { placeToSearch, unknownPlaceOf } from './place-to-search.ts'

/** Where a list searches: a location slug or coordinates (placeToSearch's input). */
export interface PlaceInput {
  location?: string
  latitude?: number
  longitude?: number
}

/** What a list asks of the search: one page for a resolved place, and how a failure reads. */
export interface PagedSearchSource<Input, Item> {
  fetchPage: (
    call: ReadCall,
    input: Input,
    place: Place,
    page: number,
    signal: AbortSignal,
  ) => Promise<SearchResultPage<Item>>
  describeFailure: (error: unknown, input: Input) => ListSearchFailure
}

/**
 * A list's data: page 1 (with the place a slug names), further pages appended on request.
 * A change of input aborts every request still in flight, so a late answer never shows.
 * `source` must be the same object on every render (a module constant).
 */
export function usePagedSearch<Input extends PlaceInput, Item extends { id: number }>(
  call: ReadCall,
  input: Input,
  callbacks: ListSearchCallbacks,
  source: PagedSearchSource<Input, Item>,
) {
  const [state, setState] = useState<ListSearchState<Item>>({ status: 'loading' })
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
    let place: Place | undefined
    placeToSearch(call, current, controller.signal)
      .then(async (resolved) => {
        place = resolved
        const result = await source.fetchPage(call, current, resolved, 1, controller.signal)
        if (controller.signal.aborted) return
        setState({ status: 'ready', ...result, more: 'idle' })
        latest.current.onLoaded?.({ total: result.total, page: result.page })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const { state: failed, report } = source.describeFailure(unknownPlaceOf(error, place), current)
        setState(failed)
        latest.current.onError?.(report)
      })
    const all = controllers.current
    return () => {
      for (const each of all) each.abort()
      all.clear()
    }
  }, [call, key, attempt, source])

  /** Appends the next page; resolves to the number of new items (0 when nothing was added). */
  const loadMore = useCallback(async (): Promise<number> => {
    const before = stateRef.current
    if (busy.current || before.status !== 'ready' || before.page >= before.lastPage) return 0
    busy.current = true
    const controller = track()
    setState({ ...before, more: 'loading' })
    try {
      const next = await source.fetchPage(call, inputRef.current, before.place, before.page + 1, controller.signal)
      if (controller.signal.aborted) return 0
      const seen = new Set(before.items.map((item) => item.id))
      const fresh = next.items.filter((item) => !seen.has(item.id))
      const after: ReadyListSearch<Item> = {
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
      latest.current.onError?.(source.describeFailure(error, inputRef.current).report)
      return 0
    } finally {
      busy.current = false
      controllers.current.delete(controller)
    }
  }, [call, track, inputRef, latest, stateRef, source])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, loadMore, retry }
}
