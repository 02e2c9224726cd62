import { slugify } from '@oabat/core'
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES, WORD_ENDS, WORD_STARTS } from './german-names.ts'
import type { Rng } from './rng.ts'

/** Fills a name pattern of business-kinds.ts ({S}, {T}, {F}, {C}, {W}) with drawn names. */
export function fillNamePattern(pattern: string, rng: Rng, town: string): string {
  const surname = rng.pick(SURNAMES)
  let other: string = rng.pick(SURNAMES)
  if (other === surname) other = SURNAMES[(SURNAMES.indexOf(surname) + 7) % SURNAMES.length] as string
  return pattern
    .replace('{S}', surname)
    .replace('{T}', other)
    .replace('{F}', rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES))
    .replace('{C}', town)
    .replace('{W}', `${rng.pick(WORD_STARTS)}${rng.pick(WORD_ENDS)}`)
}

/**
 * Hands out slugs that are unique among those it has seen: "autohaus-stadler", then
 * "autohaus-stadler-2", … Seeded with slugs already in the database.
 */
export class SlugRegistry {
  private readonly used: Set<string>
  /** Next number to try per base, so thousands of equal names stay linear. */
  private readonly counters = new Map<string, number>()

  constructor(existing: Iterable<string> = []) {
    this.used = new Set(existing)
  }

  claim(text: string): string {
    const base = slugify(text) || 'betrieb'
    let slug = base
    let n = this.counters.get(base) ?? 2
    while (this.used.has(slug)) slug = `${base}-${n++}`
    this.counters.set(base, n)
    this.used.add(slug)
    return slug
  }
}
