import { describe, expect, it } from 'vitest'
import { leakedInternals } from './leaked-internals.ts'

describe('leakedInternals', () => {
  it.each([
    ['TypeError: Cannot read properties of undefined', 'error name'],
    ['    at readBody (/work/x/packages/server/src/http/register-route.ts:53:7)', 'stack frame'],
    ['SQLITE_CONSTRAINT_UNIQUE: UNIQUE constraint failed: users.email', 'SQLite error'],
    ['duplicate key value violates unique constraint "users_email_unique"', 'PostgreSQL error'],
    ['select "id" from "users" where "email" = $1', 'SQL text'],
    ['ENOENT: no such file, open /tmp/oabat-test-1/mail/x.json', 'server path'],
    ['Invalid input: expected string, received number', 'English zod message'],
    ['Too big: expected string to have <=100 characters', 'English zod message'],
  ])('finds internals in %j', (text, kind) => {
    expect(leakedInternals(text)).toContain(kind)
  })

  it.each([
    '{"message":"Die Eingaben sind ungültig.","errors":{"email":["Bitte gib eine gültige E-Mail-Adresse ein."]}}',
    '{"message":"Diese Stellen gibt es nicht: ../../etc/passwd"}',
    '{"message":"Der Inhalt der Anfrage ist kein gültiges Formular."}',
    '{"message":"Interner Fehler. Bitte versuche es später noch einmal."}',
  ])('passes the German answer %j', (text) => {
    expect(leakedInternals(text)).toEqual([])
  })
})
