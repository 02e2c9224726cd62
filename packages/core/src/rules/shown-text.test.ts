import { describe, expect, it } from 'vitest'
import { containsMarkup, isHttpUrl } from './shown-text.ts'

describe('containsMarkup (text shown as a name or title)', () => {
  it.each([
    ['Müller & Söhne', false],
    ['A < B', false],
    ['Kita <3', false],
    ['5 > 3', false],
    ['AT&T', false],
    ['Café „Zur Post“', false],
    ['A<B', true],
    ['<b>fett</b>', true],
    ['<script>alert(1)</script>', true],
    ['Name</title>', true],
    ['<!-- Kommentar -->', true],
    ['<?xml version="1.0"?>', true],
    ['<img src=x onerror=alert(1)>', true],
    ['Tom &amp; Jerry', true],
    ['&#60;script&#62;', true],
    ['&#x3c;b&#x3e;', true],
  ])('%j → %s', (text, expected) => {
    expect(containsMarkup(text)).toBe(expected)
  })
})

describe('isHttpUrl (web addresses that end up in a link)', () => {
  it.each([
    ['https://www.example.de', true],
    ['http://example.de/pfad?x=1#a', true],
    ['HTTPS://EXAMPLE.DE', true],
    ['https://bäckerei-müller.de', true],
    ['www.example.de', false],
    ['example.de', false],
    ['/relativ/pfad', false],
    ['//example.de', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['mailto:info@example.de', false],
    ['ftp://example.de', false],
    ['https://', false],
    ['https://user:pass@example.de', false],
    ['https://exa mple.de', false],
    [' https://example.de', false],
  ])('%j → %s', (text, expected) => {
    expect(isHttpUrl(text)).toBe(expected)
  })
})
