import { describe, expect, it } from 'vitest'
import { RefreshingValue } from './refreshing-value.ts'

describe('RefreshingValue (stale while revalidate)', () => {
  it('loads once, then answers with the old value while a reload runs after max age', async () => {
    let time = 0
    let loads = 0
    let release: (() => void) | null = null
    const value = new RefreshingValue(
      () =>
        new Promise<number>((resolve) => {
          loads++
          const n = loads
          if (n === 1) resolve(n)
          else release = () => resolve(n)
        }),
      1000,
      () => time,
    )
    expect(await value.get()).toBe(1)
    time = 500
    expect(await value.get()).toBe(1)
    expect(loads).toBe(1)
    time = 1500
    expect(await value.get()).toBe(1)
    expect(await value.get()).toBe(1)
    expect(loads).toBe(2)
    ;(release as unknown as () => void)()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await value.get()).toBe(2)
  })

  it('after invalidate the next read waits for a fresh load', async () => {
    let loads = 0
    const value = new RefreshingValue(async () => ++loads, 60_000)
    expect(await value.get()).toBe(1)
    value.invalidate()
    expect(await value.get()).toBe(2)
  })

  it('follows the clear of the cache it derives from', async () => {
    const { TtlCache } = await import('../http/ttl-cache.ts')
    const source = new TtlCache<string, number>(1000, 10)
    let loads = 0
    const value = new RefreshingValue(async () => ++loads, 60_000)
    source.onClear(() => value.invalidate())
    await value.get()
    source.clear()
    expect(await value.get()).toBe(2)
  })
})
