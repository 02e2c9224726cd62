import { describe, expect, it } from 'vitest'
import type { JobTypeId } from '../constants.ts'
import {
  canCreateJob,
  canOpenJobEditor,
  canPublishJob,
  jobCreateLink,
  jobCreatePermission,
  jobEditLink,
  jobLimit,
} from './job-permissions.ts'
import type { RuleUser } from './roles.ts'

const business = (permissions: string[]): RuleUser => ({ business: { slug: 'huber', permissions } })

describe('job permissions (SPEC §4 job links, §6 business permissions)', () => {
  const createRows: Array<[string[] | null, JobTypeId, number, boolean]> = [
    [[], 1, 1, true],
    [[], 2, 1, true],
    [[], 1, 2, false],
    [['activate_job'], 1, 2, true],
    [['activate_job'], 2, 2, true],
    [['activate_job'], 3, 2, false],
    [[], 3, 1, false],
    [['job_v3'], 3, 1, true],
    [['job_v3'], 3, 2, true],
    [null, 1, 1, false],
  ]
  it.each(createRows)('permissions %j create type %i in version %i: %s', (permissions, type, version, expected) => {
    const user = permissions === null ? { trainee: { id: 1 } } : business(permissions)
    expect(canCreateJob(user, type, version)).toBe(expected)
  })

  it('names the permission each type and editor needs', () => {
    expect(jobCreatePermission(1, 1)).toBeNull()
    expect(jobCreatePermission(2, 2)).toBe('activate_job')
    expect(jobCreatePermission(3, 1)).toBe('job_v3')
  })

  const publishRows: Array<[string, JobTypeId, boolean]> = [
    ['publish_apprenticeship', 1, true],
    ['publish_apprenticeship', 2, false],
    ['publish_traineeship', 2, true],
    ['publish_regular_jobs', 3, true],
    ['publish_regular_jobs', 1, false],
    ['activate_job', 3, false],
  ]
  it.each(publishRows)('%s publishes type %i without review: %s', (permission, type, expected) => {
    expect(canPublishJob(business([permission]), type)).toBe(expected)
  })

  const editRows: Array<[number, number, boolean]> = [
    [1, 1, false],
    [2, 1, false],
    [1, 2, true],
    [2, 3, true],
    [3, 1, true],
  ]
  it.each(editRows)('type %i version %i has the edit link: %s', (type_id, version, expected) => {
    expect(canOpenJobEditor({ type_id, version })).toBe(expected)
    expect(jobEditLink({ slug: 'koch-x1', type_id, version })).toBe(expected ? '/betrieb/job/koch-x1/bearbeiten' : null)
  })

  it('gives the create link only with the permission of the type', () => {
    expect(jobCreateLink(business(['activate_job']), 1)).toBe('/betrieb/job/erstellen?type=1')
    expect(jobCreateLink(business(['activate_job']), 3)).toBeNull()
    expect(jobCreateLink(business(['job_v3']), 3)).toBe('/betrieb/job/erstellen?type=3')
    expect(jobCreateLink(business([]), 2)).toBeNull()
  })

  const limitRows: Array<[number[], number]> = [
    [[], 3],
    [[1], 10],
    [[5, 1], 10],
    [[2], 50],
    [[1, 2], 50],
  ]
  it.each(limitRows)('subscription types %j allow %i active jobs', (types, expected) => {
    expect(jobLimit(types)).toBe(expected)
  })

  it('adds one active job per bought job ad to the base', () => {
    expect(jobLimit([], 3)).toBe(6)
    expect(jobLimit([3], 2)).toBe(12)
    expect(jobLimit([2], 20)).toBe(70)
  })
})
