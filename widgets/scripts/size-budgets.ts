/**
 * Byte budgets (gzipped) of the built widgets. PROTOCOL.md prints the same numbers; the budget
 * test checks both the build and the document against them.
 */
export const WIDGET_BUDGETS = {
  /** dist/oabat.js alone. */
  loader: 2 * 1024,
  /** Everything a page with <oabat-job-list> downloads: loader + job-list.js + its chunks. */
  jobListWithLoader: 20 * 1024,
  /** Everything a page with only <oabat-job-card> downloads: loader + job-card.js + its chunks. */
  jobCardWithLoader: 18 * 1024,
  /** What the `ratings` attribute adds to a job list page: ratings.js and the chunks the list did not load. */
  jobListRatings: 6 * 1024,
  /** search.js and its own chunks, beyond the shared runtime (preact and shared chunks). */
  searchOwn: 8 * 1024,
  /** consent.js and its own chunks, beyond the shared runtime. */
  consentOwn: 8 * 1024,
  /** business-list.js and its own chunks, beyond the shared runtime. */
  businessListOwn: 6 * 1024,
  /** chat.js and its own chunks, beyond the shared runtime (before the chat opens). */
  chatOwn: 12 * 1024,
  /** The pusher-js chunk, loaded when the chat is first opened. */
  chatRealtime: 20 * 1024,
  /** livestream.js and its own chunks, beyond the shared runtime (without hls.js and pusher-js). */
  livestreamOwn: 15 * 1024,
} as const
