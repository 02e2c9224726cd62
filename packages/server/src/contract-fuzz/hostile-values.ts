/**
 * @module hostile-values — input a client should never send: wrong types, huge and odd strings,
 * markup, path tricks, numbers past every range; and mutations that plant one of them in an
 * otherwise valid value, drop a required field or add an unknown one.
 */
import fc from 'fast-check'

const HOSTILE_STRINGS = [
  '',
  ' ',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  'a\u0000b',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '\\',
  '%',
  '_',
  '%%_%',
  '😀👍🏽🇩🇪',
  '\u202e\u200b\ufeff',
  '\ud800',
  'Ünïcödé ß',
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '{}',
  '[]',
  '{"a":',
  'x'.repeat(70_000),
]

const HOSTILE_NUMBERS = [-1, 0, -0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, -(2 ** 31) - 1]

/** A single value of a type no schema field expects, or of the right type but absurd. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(...HOSTILE_STRINGS),
    fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
    fc.constantFrom<unknown>(null, true, false, [], {}, [[[[[]]]]], { __proto__: { admin: true } }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant(deepNesting(2000)),
  )
}

/** A deeply nested array, for parsers and validators that recurse. */
export function deepNesting(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** A path parameter no route expects: traversal, NUL, huge or negative numbers, encoded tricks. */
export function hostilePathSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '..',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      'a%00b',
      '-1',
      '0',
      '1.5',
      '99999999999999999999999',
      '1e309',
      'NaN',
      '%F0%9F%98%80',
      '%C3%28',
      '%25',
      '%20',
      'x'.repeat(5000),
      '<script>',
      "1'%20OR%20'1'='1",
    ),
    fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  )
}

type Plain = Record<string, unknown>

/** The valid value with one hostile change: a field replaced, removed or added, or the whole value swapped. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, hostileValue(), fc.nat(), fc.constantFrom('replace', 'remove', 'add', 'whole'))
    .map(([value, hostile, pick, how]) => {
      if (how === 'whole' || value === null || typeof value !== 'object' || Array.isArray(value)) return hostile
      const copy: Plain = { ...(value as Plain) }
      const keys = Object.keys(copy)
      const key = keys.length ? (keys[pick % keys.length] as string) : 'x'
      if (how === 'remove') delete copy[key]
      else if (how === 'add') copy[`unknown_${pick % 7}`] = hostile
      else copy[key] = hostile
      return copy
    })
}
