import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary.ts'

const Kind = z.enum(['a', 'b'])
const Named = z.object({ name: z.string().min(2).max(5) }).meta({ id: 'Named' })

// Each row: a schema whose JSON Schema says all its rules, so every generated value must pass it.
const SCHEMAS: [string, z.ZodType][] = [
  ['bounded string', z.string().min(3).max(10)],
  ['integer range', z.number().int().min(-5).max(5)],
  ['positive number', z.number().positive()],
  ['enum', Kind],
  ['literal', z.literal('x')],
  ['nullable', z.string().nullable()],
  ['pattern', z.string().regex(/^\d{5}$/)],
  ['email', z.email()],
  ['uuid', z.uuid()],
  ['iso date-time', z.iso.datetime()],
  ['array bounds', z.array(z.boolean()).min(1).max(2)],
  ['object with optional keys', z.object({ id: z.number().int(), note: z.string().optional() })],
  ['union', z.union([z.number(), z.string().max(3)])],
  ['record', z.record(z.string(), z.number())],
  ['$ref', z.object({ first: Named, second: Named })],
]

describe('arbitraryOf (JSON Schema of a zod schema → fast-check)', () => {
  it.each(SCHEMAS)('generates only values a %s accepts', (_, schema) => {
    const jsonSchema = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema
    for (const value of fc.sample(arbitraryOf(jsonSchema), { numRuns: 200, seed: 1 })) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true)
    }
  })

  it('leaves out optional keys and keeps required ones', () => {
    const schema = z.object({ id: z.number(), note: z.string().optional() })
    const values = fc.sample(arbitraryOf(z.toJSONSchema(schema) as JsonSchema), { numRuns: 100, seed: 2 })
    expect(values.every((value) => 'id' in (value as object))).toBe(true)
    expect(values.some((value) => !('note' in (value as object)))).toBe(true)
    expect(values.some((value) => 'note' in (value as object))).toBe(true)
  })

  it('is deterministic for a seed', () => {
    const arbitrary = arbitraryOf(z.toJSONSchema(z.string()) as JsonSchema)
    expect(fc.sample(arbitrary, { numRuns: 20, seed: 7 })).toEqual(fc.sample(arbitrary, { numRuns: 20, seed: 7 }))
  })
})
