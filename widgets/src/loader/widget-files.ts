/** Which file defines which element; the loader imports a file only when its tag is on the page. */
export const WIDGET_FILES: Readonly<Record<string, string>> = {
  'oabat-job-list': 'job-list.js',
  'oabat-job-card': 'job-card.js',
  'oabat-search': 'search.js',
  'oabat-consent': 'consent.js',
  'oabat-chat': 'chat.js',
  'oabat-business-list': 'business-list.js',
}
