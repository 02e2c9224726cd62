/** Keeps the page area from collapsing while a page's code or its access check is pending. */
export function PageLoading() {
  return <div className="page-loading" aria-busy="true" />
}
