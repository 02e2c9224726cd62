/** SPEC §2 /betrieb/einblick/iframe/{id?}: the id „erstellen“ creates a new embed. */
export function einblickEditPath(id: number | null): string {
  return `/betrieb/einblick/iframe/${id === null ? 'erstellen' : id}`
}

export const EINBLICK_INTRO =
  'Zeige Deine Stellen, eine einzelne Stelle, Deine Betriebskarte, den Chat-Button oder den Livestream einer Messe auf Deiner eigenen Webseite – in Deinen Farben.'
