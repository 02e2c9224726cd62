/** A small in-process cache with expiry and a size bound; concurrent loads of one key share a promise. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; value: Promise<V> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) return hit.value
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    const value = load()
    this.entries.set(key, { expires: this.now() + this.ttlMs, value })
    value.catch(() => this.entries.delete(key))
    return value
  }

  /** Forgets one entry; the next getOrLoad loads it afresh. */
  delete(key: K): void {
    this.entries.delete(key)
  }

  private readonly clearListeners: Array<() => void> = []

  clear(): void {
    this.entries.clear()
    for (const listener of this.clearListeners) listener()
  }

  /** Runs `listener` on every clear(), so caches derived from the same data can follow. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener)
  }
}
