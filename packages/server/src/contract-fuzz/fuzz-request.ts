import type { Route } from '@oabat/core/contract'
import { z } from 'zod'
import type { FuzzFile, JsonSchema } from './json-schema-arbitrary.ts'

/**
 * The JSON Schema of one input part of a route. Bodies are read as zod's input (what a client sends,
 * before transforms); path and query values travel as text and are coerced, so their ranges are
 * only in the output side.
 */
export function inputSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
}

/** Whether a body schema takes a file, and so travels as multipart/form-data. */
export function takesFile(schema: JsonSchema): boolean {
  return Object.values(schema.properties ?? {}).some(
    (property) => property.format === 'binary' || (property.anyOf ?? []).some((choice) => choice.format === 'binary'),
  )
}

function isFile(value: unknown): value is FuzzFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file'
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
}

/** The route's path with each `{param}` filled: values are encoded, raw segments go in as they are. */
export function fillPath(route: Route, params: unknown, rawSegments: Record<string, string> = {}): string {
  const values = (params ?? {}) as Record<string, unknown>
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in rawSegments) return rawSegments[name] as string
    const value = values[name]
    return encodeURIComponent(value === undefined ? '' : asText(value))
  })
}

/** A query string of an object's fields; objects and lists as JSON (the contract's `filters`). */
export function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query))
    return query === undefined ? '' : `?q=${encodeURIComponent(asText(query))}`
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, asText(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** A body as the contract's client sends it: multipart when the route takes a file, JSON otherwise. */
export function encodedBody(body: unknown, multipart: boolean): { body: BodyInit; contentType?: string } {
  if (!multipart) return { body: JSON.stringify(body) ?? 'null', contentType: 'application/json' }
  const form = new FormData()
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined) continue
      if (isFile(value)) form.append(key, new Blob([value.bytes], { type: value.type }), value.name)
      else form.append(key, asText(value))
    }
  }
  return { body: form }
}

/** Bodies that cannot be read as what their content type claims, for every route that takes a body. */
export const BROKEN_BODIES: ReadonlyArray<{ name: string; contentType: string; body: BodyInit }> = [
  {
    name: 'multipart without boundary',
    contentType: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  {
    name: 'multipart with broken framing',
    contentType: 'multipart/form-data; boundary=zzz',
    body: '--zzz\r\nnonsense',
  },
  { name: 'multipart, empty', contentType: 'multipart/form-data; boundary=zzz', body: '' },
  { name: 'broken JSON', contentType: 'application/json', body: '{"name": "A",' },
  { name: 'empty JSON', contentType: 'application/json', body: '' },
  {
    name: 'JSON with invalid UTF-8',
    contentType: 'application/json; charset=utf-8',
    body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0xff, 0x7d]),
  },
  { name: 'deeply nested JSON', contentType: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { name: 'JSON as text/plain', contentType: 'text/plain', body: '{"email":"a@b.de"}' },
  { name: 'urlencoded garbage', contentType: 'application/x-www-form-urlencoded', body: '%%%&&==&a=%E0%A4%A' },
  { name: 'unknown content type', contentType: 'application/x-oabat', body: 'x' },
]
