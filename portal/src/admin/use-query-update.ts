import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'wouter'
import { useDebouncedValue } from '../components/use-debounced-value.ts'

/**
 * The address's query as a list's state (search, filters, order, page): the parameters and an
 * update that sets values (empty: removed), replacing the history entry. Any change but the
 * page's (`seite`) starts the list again on page 1.
 */
export function useQueryUpdate(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          if (!('seite' in changes)) next.delete('seite')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return [params, update]
}

/** The page number of the query (`seite`), 1–1000. */
export const pageOf = (params: URLSearchParams) =>
  Math.min(1000, Math.max(1, Number.parseInt(params.get('seite') ?? '1', 10) || 1))

/**
 * The search field of a list: what is typed now, and the search in the query (`suche`), which
 * follows the typing a quarter second later.
 */
export function useQuerySearch(
  params: URLSearchParams,
  update: (changes: Record<string, string>) => void,
): { text: string; setText: (text: string) => void; searched: string } {
  const searched = params.get('suche') ?? ''
  const [text, setText] = useState(searched)
  const search = useDebouncedValue(text.trim(), 250)
  useEffect(() => {
    if (search !== searched) update({ suche: search })
  }, [search, searched, update])
  return { text, setText, searched }
}
