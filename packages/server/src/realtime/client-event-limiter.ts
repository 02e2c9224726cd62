/**
 * A sliding window of the last `limit` client events of one connection: an event is refused when
 * `limit` events were already accepted within the past `windowMs` (Pusher: 10 per second).
 */
export class ClientEventLimiter {
  private readonly times: number[]
  private next = 0

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 1000,
  ) {
    this.times = new Array<number>(limit).fill(Number.NEGATIVE_INFINITY)
  }

  tryTake(now: number): boolean {
    // The oldest of the last `limit` accepted events sits at `next`.
    if (now - (this.times[this.next] as number) < this.windowMs) return false
    this.times[this.next] = now
    this.next = (this.next + 1) % this.limit
    return true
  }
}
