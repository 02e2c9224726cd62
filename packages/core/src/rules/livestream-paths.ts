/** SPEC §2 Livestream routes. */
export const livestreamPagePath = (id: number): string => `/livestream/${id}`
export const livestreamSearchPath = (id: number): string => `/livestream/${id}/suche`
