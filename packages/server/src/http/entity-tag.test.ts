import { describe, expect, it } from 'vitest'
import { matchesIfNoneMatch, weakEntityTag, withVary } from './entity-tag.ts'

describe('entity tags', () => {
  const tag = weakEntityTag(new TextEncoder().encode('{"data":[]}'))

  it('are weak and depend on the bytes only', () => {
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/)
    expect(weakEntityTag(new TextEncoder().encode('{"data":[]}'))).toBe(tag)
    expect(weakEntityTag(new TextEncoder().encode('{"data":[1]}'))).not.toBe(tag)
  })

  it.each([
    [undefined, false],
    ['"anders"', false],
    ['*', true],
  ])('If-None-Match %s matches: %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(expected)
  })

  it('compare weakly and find the tag in a list', () => {
    const opaque = tag.slice(2)
    expect(matchesIfNoneMatch(tag, tag)).toBe(true)
    expect(matchesIfNoneMatch(opaque, tag)).toBe(true)
    expect(matchesIfNoneMatch(`"anders", ${tag}`, tag)).toBe(true)
  })
})

describe('withVary', () => {
  it('adds names once, whatever their case', () => {
    expect(withVary(null, 'Authorization')).toBe('Authorization')
    expect(withVary('accept-encoding', 'Accept-Encoding', 'Authorization')).toBe('accept-encoding, Authorization')
  })
})
