import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSuggestionRefresher } from './suggestion-refresher.ts'

describe('suggestion refresher', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('rebuilds once, delayMs after the last of a burst of writes', async () => {
    const rebuild = vi.fn(async () => {})
    const rebuilt = vi.fn()
    const refresher = createSuggestionRefresher(rebuild, rebuilt, 1000)
    refresher.request()
    await vi.advanceTimersByTimeAsync(600)
    refresher.request()
    await vi.advanceTimersByTimeAsync(600)
    expect(rebuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(400)
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(rebuilt).toHaveBeenCalledTimes(1)
  })

  it('runs again after a rebuild that writes arrived during, never two at once', async () => {
    let finish: () => void = () => {}
    const rebuild = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const refresher = createSuggestionRefresher(rebuild, () => {}, 100)
    refresher.request()
    await vi.advanceTimersByTimeAsync(100)
    expect(rebuild).toHaveBeenCalledTimes(1)
    refresher.request()
    await vi.advanceTimersByTimeAsync(500)
    expect(rebuild).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(100)
    expect(rebuild).toHaveBeenCalledTimes(2)
  })

  it('keeps serving after a failed rebuild and cancels a waiting one on stop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const rebuild = vi.fn(async () => {
      throw new Error('Datenbank weg')
    })
    const rebuilt = vi.fn()
    const refresher = createSuggestionRefresher(rebuild, rebuilt, 100)
    refresher.request()
    await vi.advanceTimersByTimeAsync(100)
    expect(rebuilt).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
    refresher.request()
    refresher.stop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(rebuild).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
