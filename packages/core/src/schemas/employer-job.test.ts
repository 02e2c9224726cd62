import { describe, expect, test } from 'vitest'
import { JobInput } from './employer-job.ts'

describe('job start date', () => {
  test('a calendar day that exists is taken', () => {
    expect(JobInput.safeParse({ name: 'Stelle', type_id: 1, start_date: '2028-02-29' }).success).toBe(true)
  })

  test('a day that does not exist is refused in German, not rolled over', () => {
    for (const start_date of ['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01']) {
      const result = JobInput.safeParse({ name: 'Stelle', type_id: 1, start_date })
      expect(result.success, start_date).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Dieses Datum gibt es nicht.'])
    }
  })
})
