/**
 * The occupation in a job title, as a suggestion shows it: "Ausbildung zum Kaufmann für
 * Büromanagement (m/w/d) 2027" → "Kaufmann für Büromanagement". Gender marks, years and the
 * words around the occupation ("Ausbildung als", "Praktikum", "in Vollzeit") go.
 */
export function suggestLabel(jobName: string): string {
  let text = jobName
    .replace(/\((?:[mwdfx]\s*\/\s*)+[mwdfx]\)/gi, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ')
    .replace(/\s+(?:in|auf)\s+(?:Vollzeit|Teilzeit|Minijob-Basis)\s*$/i, ' ')
  text = text.replace(/\s+[–-]\s+Ausbildung\s*$/i, ' ')
  text = text.replace(
    /^\s*(?:Duale\s+)?(?:Ausbildung|Schülerpraktikum|Schnupperpraktikum|Ferienpraktikum|Praktikum)(?:\s*:)?(?:\s+(?:zum|zur|als))?\s+/i,
    '',
  )
  text = text.replace(/\s+ab\s*$/i, ' ')
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s:–-]+$/, '')
    .trim()
}
