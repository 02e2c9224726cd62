import { describe, expect, it } from 'vitest'
import { createImpersonationStore } from './impersonation-store.ts'
import { memoryStorage } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

describe('impersonation store (SPEC §4 Impersonation)', () => {
  it('stores the admin token, survives a reload and hands it back once', () => {
    const storage = memoryStorage()
    const store = createImpersonationStore(storage)
    expect(store.$adminToken.get()).toBeNull()
    store.begin('admin-token')
    expect(storage.getItem(STORAGE_KEYS.adminToken)).toBe('admin-token')
    const reloaded = createImpersonationStore(storage)
    expect(reloaded.$adminToken.get()).toBe('admin-token')
    expect(reloaded.finish()).toBe('admin-token')
    expect(reloaded.$adminToken.get()).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.adminToken)).toBeNull()
    expect(reloaded.finish()).toBeNull()
  })
})
