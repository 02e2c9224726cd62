import { describe, expect, it } from 'vitest'
import { isValidRedirectPath } from './redirect-path.ts'

const SPEC =
  '§5 A redirect path is remembered only if it is an internal path of letters, digits and a few symbols with optional query and fragment'

describe('isValidRedirectPath (SPEC §5)', () => {
  it.each<[unknown, boolean]>([
    ['/', true],
    ['/favoriten', true],
    ['/betriebe/baeckerei-huber/jobs/kfz-azubi_2026', true],
    ['/ausbildung/passau-2855328?category=Praktikum&page=2', true],
    ['/chat?conversation_id=12#neueste', true],
    ['/i/profile/editieren', true],
    ['/auswahl/liste?location=%7B%22lat%22%3A48.5%7D', true],
    ['https://evil.example/', false],
    ['//evil.example/pfad', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['favoriten', false],
    ['/pfad mit leerzeichen', false],
    ['/<script>', false],
    ['/ok"onload', false],
    ['', false],
    [null, false],
    [42, false],
    [`/${'a'.repeat(2000)}`, false],
  ])('%j → %s', (path, expected) => {
    expect(isValidRedirectPath(path), SPEC).toBe(expected)
  })
})
