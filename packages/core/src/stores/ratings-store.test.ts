import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../client/api-error.ts'
import type { JobRating } from '../schemas/ratings.ts'
import { resetStoresOnLogout } from './logout-reset.ts'
import { createRatingsStore, type RatingsApi } from './ratings-store.ts'
import { memoryStorage } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

/** An in-memory server with SPEC §7's rating rules: jobs 1–9 exist, one rating per job and account. */
function fakeServer() {
  const rows: JobRating[] = []
  const anonymous: unknown[] = []
  let nextId = 1
  const api: RatingsApi = {
    list: async (userId) => rows.filter((r) => r.user_id === userId),
    async rate(body) {
      if (body.job_id > 9) throw new ApiRequestError(422, { message: 'Die Eingaben sind ungültig.' })
      if (body.job_id === 7) throw new ApiRequestError(0, null)
      const known = rows.find((r) => r.job_id === body.job_id && r.user_id === body.user_id)
      if (known) {
        known.rating = body.rating
        return known
      }
      const row = { id: nextId++, ...body, created_at: '', updated_at: '' }
      rows.push(row)
      return row
    },
    rateAnonymously: async (body) => anonymous.push(body),
    async remove(id) {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      )
    },
  }
  return { api, rows, anonymous }
}

describe('ratings store (SPEC §4 Ratings)', () => {
  it('a guest rates locally under a session id; after login the queue is replayed and what failed for now stays', async () => {
    const storage = memoryStorage()
    const server = fakeServer()
    let clock = 1
    const store = createRatingsStore(storage, server.api, () => clock++)
    store.rateAsGuest(1, 90)
    store.rateAsGuest(2, 10)
    store.rateAsGuest(1, 80)
    store.rateAsGuest(12, 70)
    store.rateAsGuest(7, 60)
    expect(server.anonymous).toHaveLength(5)
    expect(store.$ratings.get().byJob[1]).toEqual({ id: null, rating: 80 })
    expect(store.hasQueue()).toBe(true)
    // A reload keeps the guest's ratings.
    expect(createRatingsStore(storage, server.api).$ratings.get().byJob[2]).toEqual({ id: null, rating: 10 })

    expect(await store.replayQueue(5)).toEqual({ replayed: 2, refused: 1 })
    // In the order the guest rated them last.
    expect(server.rows.map((r) => [r.job_id, r.rating])).toEqual([
      [2, 10],
      [1, 80],
    ])
    // Job 7 failed without an answer (offline): it waits for the next login.
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.ratingQueue) ?? '[]')).toMatchObject([{ job_id: 7, rating: 60 }])
    await store.load(5)
    expect(store.$ratings.get()).toEqual({
      userId: 5,
      byJob: { 1: { id: 2, rating: 80 }, 2: { id: 1, rating: 10 } },
    })
  })

  it('a trainee’s rating and its removal go to the server; logout forgets them', async () => {
    const storage = memoryStorage()
    const server = fakeServer()
    const store = createRatingsStore(storage, server.api)
    await store.load(3)
    await store.rate(3, 4, 95)
    expect(store.$ratings.get().byJob[4]).toEqual({ id: 1, rating: 95 })
    await store.remove(4)
    expect(server.rows).toEqual([])
    expect(store.$ratings.get().byJob[4]).toBeUndefined()
    await expect(store.rate(3, 11, 95)).rejects.toThrow('Die Eingaben sind ungültig.')
    expect(store.$ratings.get().byJob[11]).toBeUndefined()
    await store.rate(3, 5, 60)
    resetStoresOnLogout()
    expect(store.$ratings.get()).toEqual({ userId: null, byJob: {} })
  })
})
