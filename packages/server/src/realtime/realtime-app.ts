/** The Pusher app this server is: clients connect to /app/{key}; the secret signs channel authorisations. */
export interface RealtimeApp {
  id: string
  key: string
  secret: string
}
