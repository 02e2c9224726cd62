import { describe, expect, it } from 'vitest'
import { CURRENT_COMPANY_LOOKAHEAD_MS, stageCompanies } from './current-company.ts'

const acme = { id: 1, name: 'Acme' }
const bau = { id: 2, name: 'Bau GmbH' }
const care = { id: 3, name: 'Care AG' }
const at = (hhmm: string) => `2026-05-04T${hhmm}:00.000Z`
const now = (hhmm: string, plusMs = 0) => Date.parse(at(hhmm)) + plusMs

const slots = [
  { from: at('10:30'), to: at('11:00'), business: bau },
  { from: at('10:00'), to: at('10:30'), business: acme },
  { from: at('11:00'), to: at('11:30'), business: care },
]

describe('stageCompanies (SPEC §4 current company from appearance slots)', () => {
  it('before the first slot nobody is current; the next company is the first slot', () => {
    expect(stageCompanies(slots, now('09:00'))).toEqual({ current: null, next: acme, mentionable: [acme, bau, care] })
  })

  it('a slot counts as current up to 60 seconds before it starts', () => {
    expect(stageCompanies(slots, now('09:59', 1)).current).toEqual(acme)
    expect(stageCompanies(slots, now('10:00', -CURRENT_COMPANY_LOOKAHEAD_MS - 1)).current).toBeNull()
  })

  it('puts the current company first among the mentionable ones, the next is the following slot', () => {
    const stage = stageCompanies(slots, now('10:45'))
    expect(stage.current).toEqual(bau)
    expect(stage.next).toEqual(care)
    expect(stage.mentionable).toEqual([bau, acme, care])
  })

  it('hands over to the next company within the look-ahead before the switch', () => {
    expect(stageCompanies(slots, now('10:59', 30_000)).current).toEqual(care)
  })

  it('after the last slot ended nobody is current and nobody is next', () => {
    expect(stageCompanies(slots, now('12:00'))).toMatchObject({ current: null, next: null })
  })

  it('a slot without an end stays current; a break without company shows none', () => {
    const open = [{ from: at('10:00'), to: null, business: acme }]
    expect(stageCompanies(open, now('15:00')).current).toEqual(acme)
    const pause = [...slots, { from: at('10:15'), to: at('10:20'), business: null }]
    expect(stageCompanies(pause, now('10:16')).current).toBeNull()
  })
})
