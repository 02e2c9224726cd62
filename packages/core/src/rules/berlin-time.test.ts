import { describe, expect, it } from 'vitest'
import { berlinLocalToIso } from './berlin-time.ts'

describe('berlinLocalToIso and berlinToIso (a typed date and time is German time)', () => {
  it('reads winter time (+1) and summer time (+2)', () => {
    expect(berlinLocalToIso('2027-01-15T09:00')).toBe('2027-01-15T08:00:00.000Z')
    expect(berlinLocalToIso('2027-07-15T09:00')).toBe('2027-07-15T07:00:00.000Z')
  })

  it('holds next to the change to summer time and refuses other text', () => {
    expect(berlinLocalToIso('2027-03-28T01:30')).toBe('2027-03-28T00:30:00.000Z')
    expect(berlinLocalToIso('2027-03-28T04:00')).toBe('2027-03-28T02:00:00.000Z')
    // The autumn's doubled hour: one of the two.
    expect(['2027-10-31T00:30:00.000Z', '2027-10-31T01:30:00.000Z']).toContain(berlinLocalToIso('2027-10-31T02:30'))
    expect(berlinLocalToIso('morgen früh')).toBeNull()
    expect(berlinLocalToIso('')).toBeNull()
  })
})
