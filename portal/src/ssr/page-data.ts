import { PAGE_DATA_ELEMENT_ID, type PageData, pageDataKey } from '@oabat/core'
import { createContext, useContext } from 'react'

/** The answers the server embedded in this document (empty when it rendered no page). */
function readEmbeddedPageData(): PageData {
  if (typeof document === 'undefined') return {}
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID)
  if (!element?.textContent) return {}
  try {
    return JSON.parse(element.textContent) as PageData
  } catch {
    return {}
  }
}

/**
 * API answers the server loaded for the page: on the server those of the request being rendered
 * (entry-server.tsx provides them), in the browser those embedded in the document. The hooks take
 * an answer from here as their first data, so server and hydration render the same and nothing is
 * fetched twice.
 */
export const PageDataContext = createContext<PageData>(readEmbeddedPageData())

/** The embedded answer of one API call, if the server loaded it. */
export function usePageData(key: string, input: unknown): unknown {
  const data = useContext(PageDataContext)
  if (input === null) return undefined
  return data[pageDataKey(key, input)]
}

/**
 * Forgets an embedded answer once swr holds it: a later visit of the page (after swr dropped its
 * cache, e.g. on logout) loads afresh instead of showing what the first document carried.
 */
export function forgetPageData(data: PageData, key: string, input: unknown): void {
  delete data[pageDataKey(key, input)]
}
