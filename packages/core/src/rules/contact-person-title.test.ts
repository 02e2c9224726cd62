import { describe, expect, it } from 'vitest'
import { contactPersonTitle } from './contact-person-title.ts'

describe('contactPersonTitle', () => {
  it('uses the female and male form for Frau and Herr', () => {
    expect(contactPersonTitle('Frau')).toBe('Deine Ansprechpartnerin')
    expect(contactPersonTitle('Herr')).toBe('Dein Ansprechpartner')
  })

  it('is neutral for Divers and without a salutation', () => {
    expect(contactPersonTitle('Divers')).toBe('Deine Ansprechperson')
    expect(contactPersonTitle(null)).toBe('Deine Ansprechperson')
    expect(contactPersonTitle(undefined)).toBe('Deine Ansprechperson')
  })
})
