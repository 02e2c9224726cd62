/**
 * A small seeded pseudo-random generator (sfc32) so the demo data is the same on every run and
 * on every database; Math.random would make test expectations and screenshots drift.
 */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    this.a = 0x9e3779b9
    this.b = 0x243f6a88
    this.c = 0xb7e15162
    this.d = seed >>> 0
    for (let i = 0; i < 15; i++) this.next()
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0
    this.b >>>= 0
    this.c >>>= 0
    this.d >>>= 0
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick needs at least one item')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** k distinct items in random order (all of them when k ≥ length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items]
    const n = Math.min(k, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const swap = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = swap
    }
    return copy.slice(0, n)
  }

  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0
    for (const [, w] of items) total += w
    let r = this.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return (items[items.length - 1] as readonly [T, number])[0]
  }
}

/**
 * Picks items by weight in O(log n) per draw from a prefix-sum table; used for thousands of draws
 * over thousands of places.
 */
export class WeightedPicker<T> {
  private readonly sums: Float64Array
  private readonly total: number

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    if (items.length === 0) throw new Error('WeightedPicker needs at least one item')
    this.sums = new Float64Array(items.length)
    let sum = 0
    items.forEach((item, i) => {
      sum += Math.max(0, weight(item))
      this.sums[i] = sum
    })
    this.total = sum
  }

  pick(rng: Rng): T {
    const r = rng.next() * this.total
    let lo = 0
    let hi = this.sums.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.sums[mid] as number) > r) hi = mid
      else lo = mid + 1
    }
    return this.items[lo] as T
  }
}
