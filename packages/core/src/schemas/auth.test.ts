import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { PasswordResetBody } from './account.ts'
import { IdentifierBody, LoginBody, TraineeRegistrationBody } from './auth.ts'
import { BusinessRegistrationBody } from './registration.ts'

/** The German field messages a form shows for bad input. */
function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return errors
}

const registration = {
  email: 'Lena.Huber@Example.de ',
  password: 'sicher-2026',
  firstname: 'Lena',
  lastname: 'Huber',
  birthdate: '2009-04-01',
  code: '123456',
  phone_number: '',
  newsletter_confirmed: true,
  register_by_phone: false,
}

describe('account schemas give German field messages', () => {
  it('normalises a valid registration', () => {
    const parsed = TraineeRegistrationBody.parse(registration)
    expect(parsed.email).toBe('lena.huber@example.de')
    expect(parsed.newsletter_confirmed).toBe(true)
  })

  it.each<[string, z.ZodType, unknown, Record<string, string[]>]>([
    [
      'malformed e-mail',
      LoginBody,
      { email: 'lena@', password: 'x' },
      { email: ['Bitte gib eine gültige E-Mail-Adresse ein.'] },
    ],
    [
      'missing login fields',
      LoginBody,
      {},
      { email: ['Bitte gib Deine E-Mail-Adresse ein.'], password: ['Bitte gib Dein Passwort ein.'] },
    ],
    [
      'weak password',
      TraineeRegistrationBody,
      { ...registration, password: 'kurz1' },
      { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
    ],
    [
      'password without digit',
      TraineeRegistrationBody,
      { ...registration, password: 'nurbuchstaben' },
      { password: ['Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten.'] },
    ],
    [
      'code not 6 digits',
      TraineeRegistrationBody,
      { ...registration, code: '12a456' },
      { code: ['Der Code besteht aus 6 Ziffern.'] },
    ],
    [
      'impossible birthdate',
      TraineeRegistrationBody,
      { ...registration, birthdate: '2009-02-30' },
      { birthdate: ['Dieses Datum gibt es nicht.'] },
    ],
    [
      'phone registration without phone',
      TraineeRegistrationBody,
      { ...registration, register_by_phone: true },
      { phone_number: ['Bitte gib Deine Telefonnummer ein.'] },
    ],
    [
      'phone identifier',
      IdentifierBody,
      { mode: 'phone', identifier: '123' },
      { identifier: ['Bitte gib eine gültige Telefonnummer ein, z. B. 0851 123456.'] },
    ],
    ['unknown mode', IdentifierBody, { mode: 'fax', identifier: '123' }, { mode: ['Der Modus ist email oder phone.'] }],
    [
      'passwords differ',
      PasswordResetBody,
      { token: 'a'.repeat(43), email: 'a@b.de', password: 'sicher-2026', password_confirmation: 'sicher-2027' },
      { password_confirmation: ['Die Passwörter stimmen nicht überein.'] },
    ],
    [
      'business without place',
      BusinessRegistrationBody,
      { newBusiness: { name: 'Huber GmbH', email: 'a@b.de', password: 'sicher-2026', firstname: 'A', lastname: 'B' } },
      { 'newBusiness.postal_code': ['Bitte gib eine Postleitzahl oder einen Ort an.'] },
    ],
  ])('%s', (_case, schema, input, expected) => {
    expect(fieldMessages(schema, input)).toEqual(expected)
  })
})
