import type { AppContext } from '../app-context.ts'
import type { SharedInvalidation } from '../processes/shared-invalidation.ts'
import { createSuggestionRefresher } from './suggestion-refresher.ts'
import { rebuildSuggestions } from './term-index.ts'
import type { SearchV2Lookups } from './v2-lookups.ts'

/**
 * Keeps the search's caches in step with job and business writes, in this process and in the
 * others. Writes clear the search cache; the lookups follow it, and the suggestions (a ranking over
 * all titles and names) are rebuilt a few seconds after a burst of writes. The other processes drop
 * their caches on the writer's note; only the writer rebuilds the suggestions, which live in the
 * shared database, and then tells the others to reload them. On shutdown a waiting rebuild runs
 * before the database closes (context.closeTasks).
 */
export function followSearchWrites(context: AppContext, lookups: SearchV2Lookups, shared: SharedInvalidation): void {
  const suggestions = createSuggestionRefresher(
    () => context.db.transaction().execute((trx) => rebuildSuggestions(trx)),
    () => {
      lookups.forgetSuggestions()
      shared.publish('suggestions')
    },
  )
  let clearedByAnotherProcess = false
  context.searchCache.onClear(() => {
    lookups.invalidate()
    if (clearedByAnotherProcess) return
    suggestions.request()
    shared.publish('search')
  })
  shared.onRemote('search', () => {
    clearedByAnotherProcess = true
    try {
      context.searchCache.clear()
    } finally {
      clearedByAnotherProcess = false
    }
  })
  shared.onRemote('suggestions', () => lookups.forgetSuggestions())
  context.closeTasks?.add(() => suggestions.stop())
}
