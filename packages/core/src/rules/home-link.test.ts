import { describe, expect, it } from 'vitest'
import { homeLinkPath, profilePath } from './home-link.ts'
import { type UserName, users } from './rule-users.test-support.ts'

describe('home link (SPEC §2 "/")', () => {
  it.each<[UserName, string, string]>([
    ['school', '/schule', '§2 school users go to schule'],
    ['region', '/region', '§2 region users to region'],
    ['business', '/betrieb', '§2 business users to betrieb'],
    ['trainee', '/', '§2 everyone else stays on /'],
    ['guest', '/', '§2 everyone else stays on /'],
    ['admin', '/', '§2 everyone else stays on /'],
  ])('%s → %s — %s', (user, expected) => {
    expect(homeLinkPath(users[user])).toBe(expected)
  })
})

describe('profile targets (SPEC §2)', () => {
  it.each<[UserName, string | null, string]>([
    ['region', '/region', '§2 Region goes to region'],
    ['trainee', '/i/profile', '§2 trainee to /i/profile'],
    ['school', '/schule/mittelschule-passau', '§2 school to its school page'],
    ['business', '/betriebe/baeckerei-huber', '§2 business to its business page'],
    ['guest', null, 'a guest has no profile'],
    ['admin', null, 'the admin account without an object has no profile'],
  ])('%s → %s — %s', (user, expected) => {
    expect(profilePath(users[user])).toBe(expected)
  })
})
