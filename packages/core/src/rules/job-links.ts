/** Portal path of a job page (SPEC §2: /betriebe/{slug}/jobs/{jobSlug}). */
export function jobPagePath(businessSlug: string, jobSlug: string): string {
  return `/betriebe/${encodeURIComponent(businessSlug)}/jobs/${encodeURIComponent(jobSlug)}`
}

/** Portal path of a business page. */
export function businessPagePath(businessSlug: string): string {
  return `/betriebe/${encodeURIComponent(businessSlug)}`
}

/** Portal path of the search for a job type at a place. */
export function searchPagePath(typeId: 1 | 2 | 3, locationSlug?: string | null): string {
  const base = typeId === 2 ? '/praktikum' : '/ausbildung'
  return locationSlug ? `${base}/${encodeURIComponent(locationSlug)}` : base
}
