import { describe, expect, it } from 'vitest'
import { createIntendedPathStore } from './intended-path-store.ts'
import { memoryStorage } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

describe('intended path store (SPEC §4 Auth, §5 redirect path)', () => {
  it.each<[string, boolean]>([
    ['/einstellungen', true],
    ['/betriebe/baeckerei-huber/jobs/kfz?tab=2#bewerben', true],
    ['//evil.example/', false],
    ['https://evil.example/', false],
    ['/\\evil.example', false],
    ['/pfad mit leerzeichen', false],
  ])('remember(%j) keeps it: %s', (path, kept) => {
    const store = createIntendedPathStore(memoryStorage())
    expect(store.remember(path)).toBe(kept)
    expect(store.take()).toBe(kept ? path : null)
  })

  it('is used once and survives a reload through its storage', () => {
    const storage = memoryStorage()
    createIntendedPathStore(storage).remember('/i/benachrichtigungen')
    const reloaded = createIntendedPathStore(storage)
    expect(reloaded.$intendedPath.get()).toBe('/i/benachrichtigungen')
    expect(reloaded.take()).toBe('/i/benachrichtigungen')
    expect(reloaded.take()).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.intendedPath)).toBeNull()
  })

  it('drops an invalid path found in the storage', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.intendedPath, '//evil.example/')
    expect(createIntendedPathStore(storage).take()).toBeNull()
  })

  it('an invalid path does not replace a remembered one; clear forgets it', () => {
    const store = createIntendedPathStore(memoryStorage())
    store.remember('/einstellungen')
    store.remember('javascript:alert(1)')
    expect(store.$intendedPath.get()).toBe('/einstellungen')
    store.clear()
    expect(store.take()).toBeNull()
  })
})
