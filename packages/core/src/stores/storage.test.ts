import { describe, expect, it } from 'vitest'
import { browserLocalStorage, memoryStorage, readJson, writeJson } from './storage.ts'

describe('storage', () => {
  it('falls back to memory where there is no localStorage (Node, blocked storage)', () => {
    const storage = browserLocalStorage()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })

  it('reads back valid JSON and drops what fails the check', () => {
    const storage = memoryStorage()
    writeJson(storage, 'k', { n: 1 })
    const isN = (value: unknown): value is { n: number } => typeof (value as { n?: unknown })?.n === 'number'
    expect(readJson(storage, 'k', isN)).toEqual({ n: 1 })
    writeJson(storage, 'k', { m: 1 })
    expect(readJson(storage, 'k', isN)).toBeNull()
    writeJson(storage, 'k', null)
    expect(storage.getItem('k')).toBeNull()
  })
})
