/** SPEC §3/§4 Api request state. */
export type RequestState = 'pending' | 'success' | 'error' | 'warning' | 'cancel'

/** Maps a finished HTTP status to its request state: 200/201 success, other 2xx warning, rest error. */
export function requestStateFromStatus(status: number): Exclude<RequestState, 'pending' | 'cancel'> {
  if (status === 200 || status === 201) return 'success'
  if (status >= 200 && status < 300) return 'warning'
  return 'error'
}
