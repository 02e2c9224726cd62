/** SPEC §3/§9: the A/B split group, from the parity of the first character code of an id. */
export type AbGroup = 'a' | 'b'

/** Name of the cookie that keeps a visitor's split group. */
export const AB_GROUP_COOKIE = 'oabat_ab'

/** Even first character code → group a, odd → group b; an empty id is group a. */
export function abGroupOf(id: string): AbGroup {
  const code = id.charCodeAt(0)
  return Number.isNaN(code) || code % 2 === 0 ? 'a' : 'b'
}
