/** What went wrong in a widget, as the oabat:error event and the onError prop report it. */
export interface WidgetError {
  kind: 'attribute' | 'not-found' | 'location' | 'geolocation' | 'network'
  message: string
  /** HTTP status of a failed call; 0 when the server was not reachable. */
  status?: number
  /** Kind `attribute`: the refused attribute ("list", "term"), so a host can word its own message. */
  attribute?: string
  /** Kind `attribute`: the server's German reason alone ("Diese Jobliste gibt es nicht."). */
  reason?: string
}
