import { boundingBoxDegrees, distanceKm } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { BestOf } from './best-of.ts'
import { type GeoIndexedJob, JobGeoIndex } from './job-geo-index.ts'

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** Jobs around Germany, a few on cell borders, at one shared spot, and at the edges of the map. */
function makeJobs(count: number, next: () => number): GeoIndexedJob[] {
  const jobs: GeoIndexedJob[] = []
  for (let i = 0; i < count; i++) {
    let latitude = 47 + next() * 8
    let longitude = 6 + next() * 9
    if (i % 10 === 1) latitude = Math.round(latitude * 10) / 10
    if (i % 10 === 2) longitude = Math.round(longitude * 10) / 10
    if (i % 10 === 3) [latitude, longitude] = [48.5665, 13.43122]
    if (i % 50 === 4) [latitude, longitude] = [89.9 + next() * 0.1, -180 + next() * 360]
    if (i % 50 === 5) [latitude, longitude] = [-60 + next() * 10, 179.95 + next() * 0.05]
    jobs.push({
      id: 1 + i * 3,
      typeId: 1 + (i % 3),
      categoryId: i % 4 === 0 ? null : i % 4,
      businessId: i % 17,
      siteId: i % 23,
      publishedAt: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00.000Z`,
      latitude,
      longitude,
    })
  }
  return jobs
}

function bruteForce(jobs: GeoIndexedJob[], latitude: number, longitude: number, radius: number) {
  const [dLat, dLng] = boundingBoxDegrees(latitude, radius)
  return jobs
    .filter((job) => Math.abs(job.latitude - latitude) <= dLat && Math.abs(job.longitude - longitude) <= dLng)
    .map((job) => ({ id: job.id, distance: distanceKm(latitude, longitude, job.latitude, job.longitude) }))
    .filter((hit) => hit.distance <= radius)
    .sort((a, b) => a.id - b.id)
}

describe('JobGeoIndex', () => {
  const next = random(42)
  const jobs = makeJobs(5_000, next)
  const index = new JobGeoIndex(jobs)

  it('finds exactly the jobs a full scan finds, with bit-identical distances', () => {
    const points: Array<[number, number, number]> = [
      [48.5665, 13.43122, 1],
      [48.5665, 13.43122, 0.5],
      [48.5, 13.4, 200],
      [89.95, 0, 200],
      [-55, 179.99, 150],
      [-55, -179.99, 150],
    ]
    for (let i = 0; i < 300; i++) points.push([46 + next() * 10, 5 + next() * 11, 1 + next() * 199])
    for (const [latitude, longitude, radius] of points) {
      const found: Array<{ id: number; distance: number }> = []
      index.near(latitude, longitude, radius, (slot, distance) => {
        found.push({ id: index.id[slot] as number, distance })
        expect(index.distanceTo(slot, latitude, longitude)).toBe(distance)
      })
      found.sort((a, b) => a.id - b.id)
      expect(found, `${latitude} ${longitude} ${radius}`).toEqual(bruteForce(jobs, latitude, longitude, radius))
    }
  })

  it('keeps each job once with its attributes beside its coordinates', () => {
    expect(index.size).toBe(jobs.length)
    expect(new Set(index.position).size).toBe(jobs.length)
    for (let slot = 0; slot < index.size; slot += 97) {
      const job = jobs[index.position[slot] as number] as GeoIndexedJob
      expect([index.id[slot], index.latitude[slot], index.longitude[slot]]).toEqual([
        job.id,
        job.latitude,
        job.longitude,
      ])
      expect([index.typeId[slot], index.categoryId[slot], index.businessId[slot], index.siteId[slot]]).toEqual([
        job.typeId,
        job.categoryId ?? -1,
        job.businessId,
        job.siteId,
      ])
    }
  })

  it('ranks newest first, the higher id first on equal times, also when the times are not all ISO', () => {
    const mixed = makeJobs(400, random(3)).map((job, i) =>
      i % 7 === 0 ? { ...job, publishedAt: job.publishedAt.replace('T', ' ').slice(0, 19) } : job,
    )
    for (const list of [makeJobs(400, random(4)), mixed]) {
      const geo = new JobGeoIndex(list)
      const expected = [...list]
        .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id))
        .map((job) => job.id)
      const slots = Array.from({ length: geo.size }, (_, slot) => slot)
      slots.sort((a, b) => (geo.newestRank[a] as number) - (geo.newestRank[b] as number))
      expect(slots.map((slot) => geo.id[slot])).toEqual(expected)
    }
  })
})

describe('BestOf', () => {
  it('keeps the k smallest (key, tie) entries in order, as a full sort would', () => {
    const next = random(9)
    for (const capacity of [0, 1, 5, 12, 100, 600]) {
      const entries = Array.from({ length: 500 }, (_, i) => ({ key: Math.floor(next() * 50), tie: i, payload: i }))
      const best = new BestOf(capacity)
      for (const e of entries) best.offer(e.key, e.tie, e.payload)
      const expected = [...entries]
        .sort((a, b) => a.key - b.key || a.tie - b.tie)
        .slice(0, capacity)
        .map((e) => e.payload)
      expect(best.sortedPayloads()).toEqual(expected)
    }
  })
})
