/**
 * SPEC §4 Livestream: which company is on stage. The widget recalculates this every
 * CURRENT_COMPANY_REFRESH_MS; a slot counts as current once it starts within CURRENT_COMPANY_LOOKAHEAD_MS
 * (so the company shows up just before it goes on), until its end; the next company is the first
 * slot starting later. The current company leads the mentionable list.
 */
export const CURRENT_COMPANY_REFRESH_MS = 15_000
export const CURRENT_COMPANY_LOOKAHEAD_MS = 60_000

export interface AppearanceSlot<B> {
  from: string
  to: string | null
  business: B | null
}

export interface StageCompanies<B> {
  current: B | null
  next: B | null
  /** Every company of the stream once, the current one first, the rest in slot order. */
  mentionable: B[]
}

export function stageCompanies<B extends { id: number }>(
  slots: readonly AppearanceSlot<B>[],
  nowMs: number,
): StageCompanies<B> {
  const ordered = [...slots].sort((a, b) => Date.parse(a.from) - Date.parse(b.from))
  const startsSoon = (slot: AppearanceSlot<B>) => Date.parse(slot.from) <= nowMs + CURRENT_COMPANY_LOOKAHEAD_MS
  const notEnded = (slot: AppearanceSlot<B>) => slot.to === null || Date.parse(slot.to) > nowMs
  // The latest slot that has (nearly) started and not ended: a slot about to begin takes over from the one before.
  const currentSlot = ordered.filter((slot) => startsSoon(slot) && notEnded(slot)).at(-1) ?? null
  const nextSlot = ordered.find((slot) => !startsSoon(slot) && slot.business !== null) ?? null
  const current = currentSlot?.business ?? null
  const mentionable: B[] = current ? [current] : []
  for (const slot of ordered) {
    if (slot.business && !mentionable.some((b) => b.id === slot.business?.id)) mentionable.push(slot.business)
  }
  return { current, next: nextSlot?.business ?? null, mentionable }
}
