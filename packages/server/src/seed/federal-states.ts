/** German federal states by the first two digits of the official district code (AGS). */
const STATES_BY_AGS: Record<string, string> = {
  '01': 'Schleswig-Holstein',
  '02': 'Hamburg',
  '03': 'Niedersachsen',
  '04': 'Bremen',
  '05': 'Nordrhein-Westfalen',
  '06': 'Hessen',
  '07': 'Rheinland-Pfalz',
  '08': 'Baden-Württemberg',
  '09': 'Bayern',
  '10': 'Saarland',
  '11': 'Berlin',
  '12': 'Brandenburg',
  '13': 'Mecklenburg-Vorpommern',
  '14': 'Sachsen',
  '15': 'Sachsen-Anhalt',
  '16': 'Thüringen',
}

/** GeoNames numbers the states alphabetically by English name; used for the few places without an AGS. */
const STATES_BY_GEONAMES_ADMIN1: Record<string, string> = {
  '01': 'Baden-Württemberg',
  '02': 'Bayern',
  '03': 'Bremen',
  '04': 'Hamburg',
  '05': 'Hessen',
  '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen',
  '08': 'Rheinland-Pfalz',
  '09': 'Saarland',
  '10': 'Schleswig-Holstein',
  '11': 'Brandenburg',
  '12': 'Mecklenburg-Vorpommern',
  '13': 'Sachsen',
  '14': 'Sachsen-Anhalt',
  '15': 'Thüringen',
  '16': 'Berlin',
}

/** The state of a place from its district code, else from its GeoNames admin1 code; null when neither fits. */
export function federalState(districtCode: string | undefined, geonamesAdmin1?: string): string | null {
  const byAgs = districtCode ? STATES_BY_AGS[districtCode.slice(0, 2)] : undefined
  return byAgs ?? (geonamesAdmin1 ? STATES_BY_GEONAMES_ADMIN1[geonamesAdmin1] : undefined) ?? null
}
