import { describe, expect, it } from 'vitest'
import { dequeueRating, enqueueRating, isLike, isValidRating, needsFirstLikeDialog, replayPlan } from './ratings.ts'

const entry = (job_id: number, rating: number, rated_at: number) => ({
  job_id,
  rating,
  anonymous_user_id: 'sitzung-1234',
  rated_at,
})

describe('like threshold (SPEC §9: over 50)', () => {
  it.each([
    [0, false],
    [50, false],
    [51, true],
    [100, true],
  ])('%i is a like: %s', (rating, like) => expect(isLike(rating)).toBe(like))

  it('valid ratings are whole numbers 0–100', () => {
    expect([0, 37, 100].every(isValidRating)).toBe(true)
    expect([-1, 101, 50.5, '80', null, Number.NaN].some(isValidRating)).toBe(false)
  })

  it('the first-like dialog is for a trainee who never liked a job, and only for a like', () => {
    expect(needsFirstLikeDialog({ ever_liked_job: false }, 80)).toBe(true)
    expect(needsFirstLikeDialog({ ever_liked_job: false }, 50)).toBe(false)
    expect(needsFirstLikeDialog({ ever_liked_job: true }, 80)).toBe(false)
    expect(needsFirstLikeDialog(null, 80)).toBe(false)
  })
})

describe('rating queue replay (SPEC §4: after login the queued entries are replayed)', () => {
  it('keeps the latest rating per job in rating order, skips garbage and what the account already has', () => {
    const queue = [
      entry(1, 20, 1),
      'kaputt',
      { job_id: 'x', rating: 90 },
      entry(2, 90, 2),
      entry(1, 80, 3),
      { ...entry(3, 500, 4) },
      entry(4, 60, 5),
      null,
    ]
    expect(replayPlan(queue, [{ job_id: 4, rating: 60 }])).toEqual([entry(2, 90, 2), entry(1, 80, 3)])
  })

  it('an unreadable queue replays nothing', () => {
    expect(replayPlan('{"kaputt"', [])).toEqual([])
    expect(replayPlan(null, [])).toEqual([])
  })

  it('enqueue replaces the job’s earlier rating; dequeue removes it', () => {
    const queue = enqueueRating([entry(1, 20, 1), entry(2, 90, 2)], entry(1, 70, 3))
    expect(queue).toEqual([entry(2, 90, 2), entry(1, 70, 3)])
    expect(dequeueRating(queue, 2)).toEqual([entry(1, 70, 3)])
    expect(enqueueRating('kaputt', entry(5, 100, 9))).toEqual([entry(5, 100, 9)])
  })
})
