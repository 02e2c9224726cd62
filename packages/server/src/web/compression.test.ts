import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compress, negotiateEncoding } from './compression.ts'

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('compress', () => {
  it('round-trips brotli and gzip', async () => {
    const text = Buffer.from('Ausbildungsplätze in Passau '.repeat(100))
    expect(zlib.brotliDecompressSync(await compress(text, 'br', 'fast')).equals(text)).toBe(true)
    expect(zlib.gunzipSync(await compress(text, 'gzip', 'max')).equals(text)).toBe(true)
  })
})
