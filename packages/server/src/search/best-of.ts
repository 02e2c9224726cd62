/**
 * The `capacity` best entries of a stream, smallest (key, tie) first: a bounded max-heap whose root
 * is the worst entry kept, so one page of a ranking costs n·log(k) instead of sorting all n.
 * Each entry carries a payload number (a slot).
 */
export class BestOf {
  private readonly keys: Float64Array
  private readonly ties: Float64Array
  private readonly payloads: Float64Array
  private count = 0

  constructor(readonly capacity: number) {
    this.keys = new Float64Array(capacity)
    this.ties = new Float64Array(capacity)
    this.payloads = new Float64Array(capacity)
  }

  private worse(i: number, j: number): boolean {
    const ki = this.keys[i] as number
    const kj = this.keys[j] as number
    return ki > kj || (ki === kj && (this.ties[i] as number) > (this.ties[j] as number))
  }

  private swap(i: number, j: number): void {
    const { keys, ties, payloads } = this
    const key = keys[i] as number
    const tie = ties[i] as number
    const payload = payloads[i] as number
    keys[i] = keys[j] as number
    ties[i] = ties[j] as number
    payloads[i] = payloads[j] as number
    keys[j] = key
    ties[j] = tie
    payloads[j] = payload
  }

  offer(key: number, tie: number, payload: number): void {
    if (this.capacity === 0) return
    if (this.count < this.capacity) {
      let child = this.count++
      this.keys[child] = key
      this.ties[child] = tie
      this.payloads[child] = payload
      while (child > 0) {
        const parent = (child - 1) >> 1
        if (!this.worse(child, parent)) break
        this.swap(child, parent)
        child = parent
      }
      return
    }
    const rootKey = this.keys[0] as number
    if (key > rootKey || (key === rootKey && tie >= (this.ties[0] as number))) return
    this.keys[0] = key
    this.ties[0] = tie
    this.payloads[0] = payload
    let parent = 0
    for (;;) {
      const left = 2 * parent + 1
      if (left >= this.count) break
      const right = left + 1
      const child = right < this.count && this.worse(right, left) ? right : left
      if (!this.worse(child, parent)) break
      this.swap(child, parent)
      parent = child
    }
  }

  /** The payloads kept, best first. */
  sortedPayloads(): number[] {
    const order = Array.from({ length: this.count }, (_, i) => i)
    order.sort((i, j) => {
      const ki = this.keys[i] as number
      const kj = this.keys[j] as number
      return ki - kj || (this.ties[i] as number) - (this.ties[j] as number)
    })
    return order.map((i) => this.payloads[i] as number)
  }
}
