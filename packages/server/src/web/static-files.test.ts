import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveUnderRoot } from './static-files.ts'

const root = path.resolve('/srv/widgets')

describe('resolveUnderRoot', () => {
  it.each([
    ['/widgets/oabat.js', path.join(root, 'oabat.js')],
    ['/widgets/chunks/job-list-abc123.js', path.join(root, 'chunks/job-list-abc123.js')],
    ['/widgets/', path.join(root, 'index.html')],
    ['/widgets/../secret', null],
    ['/widgets/%2e%2e/secret', null],
    ['/widgets/.env', null],
    ['/widgets/%E0%A4%A', null],
    ['/other/oabat.js', null],
  ])('%s', (requestPath, expected) => {
    expect(resolveUnderRoot(root, '/widgets/', requestPath)).toBe(expected)
  })
})
