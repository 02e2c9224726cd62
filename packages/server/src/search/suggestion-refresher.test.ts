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

  it('keeps serving after a failed rebuild', async () => {
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
    await vi.advanceTimersByTimeAsync(100)
    expect(rebuild).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('on stop runs a waiting rebuild at once, and starts none after', async () => {
    const rebuild = vi.fn(async () => {})
    const rebuilt = vi.fn()
    const refresher = createSuggestionRefresher(rebuild, rebuilt, 5000)
    refresher.request()
    await refresher.stop()
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(rebuilt).toHaveBeenCalledTimes(1)
    refresher.request()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(rebuild).toHaveBeenCalledTimes(1)
  })

  it('on stop waits for a running rebuild and then runs what was asked meanwhile', async () => {
    let finish: () => void = () => {}
    const rebuild = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const refresher = createSuggestionRefresher(rebuild, () => {}, 100)
    refresher.request()
    await vi.advanceTimersByTimeAsync(100)
    refresher.request()
    let stopped = false
    const stopping = refresher.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(rebuild).toHaveBeenCalledTimes(2)
    finish()
    await stopping
    expect(rebuild).toHaveBeenCalledTimes(2)
  })

  it('on stop with nothing waiting does nothing', async () => {
    const rebuild = vi.fn(async () => {})
    await createSuggestionRefresher(rebuild, () => {}, 100).stop()
    expect(rebuild).not.toHaveBeenCalled()
  })
})
