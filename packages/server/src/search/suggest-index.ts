import type { Suggestion } from '@oabat/core'

/*
 * Typo-tolerant suggestions for German job titles and company names, scored in the server over
 * the folded words of the search_suggestions table. Each distinct word is compared once with each
 * typed word (prefix, umlaut spelled ae/a alike, small edit distance), then entries combine the
 * scores of their words. Thousands of entries answer in well under a millisecond.
 */

export interface SuggestionRow {
  kind: 'job' | 'business'
  label: string
  folded: string
  slug: string | null
  weight: number
}

/** "ae" → "a", "oe" → "o", "ue" → "u": "buro" (ü typed as u) meets "buero" (ü spelled out). */
function plainVowels(word: string): string {
  return word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
}

/** Edit distance, giving up (returning max + 1) once it exceeds max. */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    previous = current
  }
  return previous[b.length] as number
}

/** How well a typed word matches a word of an entry: 1 for a prefix, less per typo, 0 for none. */
export function wordScore(typed: string, word: string): number {
  if (word.startsWith(typed)) return 1
  const typedPlain = plainVowels(typed)
  const wordPlain = plainVowels(word)
  if (wordPlain.startsWith(typedPlain)) return 0.95
  const allowed = typedPlain.length >= 8 ? 2 : typedPlain.length >= 4 ? 1 : 0
  if (allowed === 0 || typedPlain[0] !== wordPlain[0]) return 0
  let best = allowed + 1
  // The typed word may be the start of a longer word: compare with prefixes of about its length.
  for (let length = typedPlain.length - allowed; length <= typedPlain.length + allowed; length++) {
    if (length < 1 || length > wordPlain.length) continue
    best = Math.min(best, boundedLevenshtein(typedPlain, wordPlain.slice(0, length), allowed))
  }
  return best <= allowed ? 0.9 - 0.15 * best : 0
}

const MIN_WORD_SCORE = 0.5

export class SuggestIndex {
  private readonly words: string[] = []
  private readonly wordEntries: number[][] = []
  private readonly entryWords: number[][] = []
  /** Word ids by first letter: a typed word is compared only with words that start alike. */
  private readonly byFirstLetter = new Map<string, number[]>()
  private readonly answers = new Map<string, Suggestion[]>()

  constructor(private readonly entries: SuggestionRow[]) {
    const wordIds = new Map<string, number>()
    for (const [e, entry] of entries.entries()) {
      const ids: number[] = []
      for (const word of new Set(entry.folded.split(' '))) {
        if (!word) continue
        let id = wordIds.get(word)
        if (id === undefined) {
          id = this.words.length
          wordIds.set(word, id)
          this.words.push(word)
          this.wordEntries.push([])
          const bucket = this.byFirstLetter.get(word[0] as string)
          if (bucket) bucket.push(id)
          else this.byFirstLetter.set(word[0] as string, [id])
        }
        ;(this.wordEntries[id] as number[]).push(e)
        ids.push(id)
      }
      this.entryWords.push(ids)
    }
  }

  get size(): number {
    return this.entries.length
  }

  /** The best entries for the typed words (folded), companies only when `kinds` says so. */
  search(typed: string[], limit: number, kinds: ReadonlyArray<'job' | 'business'> = ['job', 'business']): Suggestion[] {
    if (typed.length === 0) return []
    const key = `${limit}|${kinds.join(',')}|${typed.join(' ')}`
    const known = this.answers.get(key)
    if (known) return known
    const scores = typed.map(() => new Map<number, number>())
    const candidates = new Set<number>()
    for (const [t, typedWord] of typed.entries()) {
      // Prefix and typo matches share the first letter (wordScore demands it), so only that bucket counts.
      for (const w of this.byFirstLetter.get(typedWord[0] as string) ?? []) {
        const score = wordScore(typedWord, this.words[w] as string)
        if (score < MIN_WORD_SCORE) continue
        ;(scores[t] as Map<number, number>).set(w, score)
        for (const e of this.wordEntries[w] as number[]) candidates.add(e)
      }
    }
    const ranked: Array<{ entry: SuggestionRow; score: number }> = []
    for (const e of candidates) {
      const entry = this.entries[e] as SuggestionRow
      if (!kinds.includes(entry.kind)) continue
      const wordsOfEntry = this.entryWords[e] as number[]
      let sum = 0
      let complete = true
      for (const perWord of scores) {
        let best = 0
        for (const w of wordsOfEntry) best = Math.max(best, perWord.get(w) ?? 0)
        if (best < MIN_WORD_SCORE) {
          complete = false
          break
        }
        sum += best
      }
      if (complete) ranked.push({ entry, score: sum / typed.length })
    }
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        b.entry.weight - a.entry.weight ||
        a.entry.label.length - b.entry.label.length ||
        a.entry.label.localeCompare(b.entry.label, 'de'),
    )
    const answer = ranked.slice(0, limit).map(({ entry }) => ({
      kind: entry.kind,
      label: entry.label,
      slug: entry.slug,
      count: entry.weight,
    }))
    // Typed prefixes repeat a lot; the index lives 60 s, so the answers are bounded by it too.
    if (this.answers.size >= 5000) this.answers.clear()
    this.answers.set(key, answer)
    return answer
  }
}
