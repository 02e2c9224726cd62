/** What a business offers schools and pupils (SPEC §3 Business activities; /betriebe/schulnetzwerk?activities=). */
export const BUSINESS_ACTIVITIES = {
  betriebsbesichtigung: 'Betriebsbesichtigung',
  bewerbungstraining: 'Bewerbungstraining',
  schnuppertag: 'Schnuppertag',
  vortrag: 'Vortrag in der Schule',
  berufsmesse: 'Berufsmesse',
  projekt: 'Gemeinsames Projekt',
} as const
export type BusinessActivity = keyof typeof BUSINESS_ACTIVITIES
