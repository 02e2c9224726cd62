import {
  type ApiRequestError,
  nextSearchPage,
  type SearchV2Response,
  type SearchV2Type,
  searchRecordId,
} from '@oabat/core'
import type { SearchV2Query } from '@oabat/core/contract'
import { useContext, useEffect } from 'react'
import { mutate as mutateKey } from 'swr'
import useSWRInfinite from 'swr/infinite'
import { api } from '../api/api-client.ts'
import { withPortalDefaults } from '../api/swr-config.ts'
import { forgetPageData, PageDataContext, usePageData } from '../ssr/page-data.ts'

export type SearchV2Input = Omit<SearchV2Query, 'page'>

/**
 * Pages of a v2 search (SPEC §3 Search record, §4): page 1 first, then the next page on request
 * while more remain (at most 1000). The swr key starts with the record id (hash of channel,
 * category and filters), so each search keeps its own cache. A first page the server embedded
 * (ssr/page-data.ts) is shown at once and not fetched again.
 */
export function useSearchPages(type: SearchV2Type, query: SearchV2Input | null) {
  const pageData = useContext(PageDataContext)
  const firstCall = query ? { params: { type }, query: { ...query, page: 1 } } : null
  const embedded = usePageData('searchV2', firstCall) as SearchV2Response | undefined
  const id = query ? searchRecordId(query.channel ?? 'oabat', type, query as Record<string, unknown>) : null
  const result = useSWRInfinite<SearchV2Response, ApiRequestError>(
    (index, previous: SearchV2Response | null) => {
      if (!id || !query) return null
      if (index === 0) return ['searchV2', id, type, query, 1] as const
      const next = previous ? nextSearchPage(previous.result.current_page, previous.result.last_page) : null
      return next === null ? null : (['searchV2', id, type, query, next] as const)
    },
    ([, , t, q, page]: readonly [string, string, SearchV2Type, SearchV2Input, number]) =>
      api('searchV2', { params: { type: t }, query: { ...q, page } }),
    withPortalDefaults({
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      ...(embedded ? { fallbackData: [embedded], revalidateOnMount: false } : {}),
    }),
  )
  const { mutate } = result
  useEffect(() => {
    if (!embedded) return
    void mutate([embedded], { revalidate: false })
    // Also as page 1's own entry, or loading page 2 would fetch page 1 again.
    if (id && query) void mutateKey(['searchV2', id, type, query, 1], embedded, { revalidate: false })
    forgetPageData(pageData, 'searchV2', firstCall)
  }, [embedded, mutate, pageData, firstCall, id, query, type])
  const pages = result.data ?? []
  const last = pages[pages.length - 1]
  const hasMore = last ? nextSearchPage(last.result.current_page, last.result.last_page) !== null : false
  const loadingMore = result.isValidating && pages.length > 0 && result.size > pages.length
  return {
    items: pages.flatMap((page) => page.result.data),
    total: pages[0]?.result.total ?? null,
    error: result.error,
    isLoading: !result.data && !result.error && query !== null,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void result.setSize(pages.length + 1)
    },
    retry: () => void result.mutate(),
  }
}
