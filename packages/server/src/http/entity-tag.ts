import { createHash } from 'node:crypto'

/**
 * A weak entity tag over the answer's bytes before compression: gzip, br and identity carry the same
 * JSON, so they share one tag, and weak is what RFC 9110 asks of a tag shared across encodings.
 */
export function weakEntityTag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Whether an If-None-Match header names the tag (weak comparison, `*` matches any). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false
  const opaque = (value: string) => value.trim().replace(/^W\//, '')
  const wanted = opaque(tag)
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted)
}

/** Adds names to a Vary header value, keeping the ones already there and listing none twice. */
export function withVary(current: string | null, ...names: string[]): string {
  const present = (current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of names) if (!present.some((p) => p.toLowerCase() === name.toLowerCase())) present.push(name)
  return present.join(', ')
}
