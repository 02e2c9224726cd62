import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contract } from './index.ts'

/** The first message zod gives for `input` against `schema`. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('German fallback messages of the contract (every check without its own text)', () => {
  it('is installed by importing the contract', () => {
    expect(contract).toBeDefined()
    expect(messageOf(z.string(), 5)).toBe('Bitte gib einen Text an.')
  })

  it('names what is missing or of the wrong type', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Dieses Feld fehlt.')
    expect(messageOf(z.number(), 'x')).toBe('Bitte gib eine Zahl an.')
    expect(messageOf(z.number().int(), 1.5)).toBe('Bitte gib eine ganze Zahl an.')
    expect(messageOf(z.boolean(), 'ja')).toBe('Bitte gib ja oder nein an (true oder false).')
    expect(messageOf(z.array(z.string()), 'a')).toBe('Bitte gib eine Liste an.')
  })

  it('gives lengths and bounds in words', () => {
    expect(messageOf(z.string().max(100), 'x'.repeat(101))).toBe('Höchstens 100 Zeichen.')
    expect(messageOf(z.string().min(1), '')).toBe('Dieses Feld darf nicht leer sein.')
    expect(messageOf(z.string().min(8), 'kurz')).toBe('Mindestens 8 Zeichen.')
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('Höchstens 2 Einträge.')
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Bitte gib mindestens einen Eintrag an.')
    expect(messageOf(z.number().max(200), 201)).toBe('Der Wert darf höchstens 200 sein.')
    expect(messageOf(z.number().positive(), 0)).toBe('Der Wert muss größer als 0 sein.')
    expect(messageOf(z.number().min(1), 0)).toBe('Der Wert muss mindestens 1 sein.')
  })

  it('explains formats, choices and unknown fields', () => {
    expect(messageOf(z.email(), 'kein-at')).toBe('Bitte gib eine gültige E-Mail-Adresse an.')
    expect(messageOf(z.url(), 'nix')).toBe('Bitte gib eine gültige Web-Adresse an.')
    expect(messageOf(z.enum(['Frau', 'Herr', 'Divers']), 'X')).toBe('Erlaubt sind: Frau, Herr, Divers.')
    expect(messageOf(z.literal('ja'), 'nein')).toBe('Erlaubt ist nur ja.')
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Unbekanntes Feld: b.')
  })

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().max(3, 'Zu lang, bitte kürzen.'), 'abcd')).toBe('Zu lang, bitte kürzen.')
  })
})
