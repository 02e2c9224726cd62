/**
 * A value loaded once and then refreshed in the background: after `maxAgeMs` the next read starts
 * a reload but still answers with the value it has, so no request waits for the reload (stale
 * while revalidate). Only the very first read waits. A failed reload keeps the old value.
 */
export class RefreshingValue<T> {
  private value: Promise<T> | null = null
  private loadedAt = 0
  private reloading = false

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets the value: the next read loads afresh and waits for it (after a write that must show at once). */
  invalidate(): void {
    this.value = null
  }

  get(): Promise<T> {
    if (!this.value) {
      this.loadedAt = this.now()
      this.value = this.load()
      this.value.catch(() => {
        this.value = null
      })
      return this.value
    }
    if (!this.reloading && this.now() - this.loadedAt > this.maxAgeMs) {
      this.reloading = true
      this.load()
        .then((fresh) => {
          this.value = Promise.resolve(fresh)
          this.loadedAt = this.now()
        })
        .catch(() => {})
        .finally(() => {
          this.reloading = false
        })
    }
    return this.value
  }
}
