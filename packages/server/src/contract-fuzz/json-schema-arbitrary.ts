/**
 * @module json-schema-arbitrary — fast-check arbitraries for the JSON Schema that zod v4 makes of a
 * contract schema (`z.toJSONSchema(schema, { io: 'input' })`). zod-fast-check only knows zod 3, so
 * the contract's schemas are read through zod's own, public JSON Schema output instead of its
 * internals. The values aim at valid input: refinements that JSON Schema cannot say (a postal code
 * that exists, a password's strength) may still be refused, which the fuzz suite accepts as a 4xx.
 */
import fc from 'fast-check'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  $ref?: string
  $defs?: Record<string, JsonSchema>
}

/** A file part of a multipart body: the fuzz suite sends it as a Blob with this name. */
export interface FuzzFile {
  readonly kind: 'file'
  readonly name: string
  readonly type: string
  readonly bytes: Uint8Array<ArrayBuffer>
}

/** Longest string and largest list generated for "valid" input; hostile values go far beyond. */
const STRING_CAP = 40
const ITEMS_CAP = 3
/** Plain addresses, which pass the contract's stricter e-mail pattern. */
const EMAIL = fc.stringMatching(/^[a-z][a-z0-9]{0,15}@[a-z]{2,10}\.(de|com)$/)

function refTarget(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '')
  const target = root.$defs?.[name]
  if (!target) throw new Error(`unresolved $ref ${ref}`)
  return target
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0
  const max = Math.max(min, Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP))
  switch (schema.format) {
    case 'email':
      return EMAIL
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'uuid':
      return fc.uuid()
    case 'binary':
      return fileArbitrary()
  }
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? s.length))
  // zod counts UTF-16 code units; a grapheme may take several, so those strings are filtered.
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc
      .string({ unit: 'grapheme', minLength: min, maxLength: max })
      .filter((text) => text.length >= min && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY)),
  )
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6)
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6)
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER)
  const max = Math.min(high, Number.MAX_SAFE_INTEGER)
  // Small positive whole numbers hit the seeded rows (ids 1…30), the rest the whole range.
  const small = fc.integer({ min: Math.max(Math.ceil(min), 1), max: Math.max(Math.min(Math.floor(max), 30), 1) })
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  if (integer) return fc.oneof(small, whole)
  return fc.oneof(small, whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }))
}

/**
 * Values that refinements JSON Schema cannot express accept, chosen by the field's name: addresses,
 * coordinates in Germany, passwords of letters and digits, dates. Only for string or number fields.
 */
function hintedArbitrary(key: string, schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const types = [schema.type, ...(schema.anyOf ?? []).map((choice) => choice.type)].flat()
  const text = types.includes('string')
  const number = types.includes('number') || types.includes('integer')
  if (text && /email|identifier/.test(key)) return EMAIL
  if (text && /password/.test(key)) return fc.constant('Passwort123')
  if (text && /date/.test(key))
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
  if (number && key === 'latitude') return fc.double({ min: 47.3, max: 55, noNaN: true })
  if (number && key === 'longitude') return fc.double({ min: 5.9, max: 15, noNaN: true })
  if (number && /limit|page|radius|distance/.test(key)) return fc.integer({ min: 1, max: 50 })
  return null
}

function objectArbitrary(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    const values = arbitraryOf(schema.additionalProperties, root, depth + 1)
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: ITEMS_CAP })
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, value] of Object.entries(properties)) {
    const hint = hintedArbitrary(key, value)
    model[key] = hint ? fc.oneof(hint, arbitraryOf(value, root, depth + 1)) : arbitraryOf(value, root, depth + 1)
  }
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) })
}

function typedArbitrary(type: string, schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const min = schema.minItems ?? 0
      const max = Math.max(min, Math.min(schema.maxItems ?? ITEMS_CAP, ITEMS_CAP))
      return fc.array(schema.items ? arbitraryOf(schema.items, root, depth + 1) : fc.jsonValue(), {
        minLength: min,
        maxLength: max,
      })
    }
    case 'object':
      return objectArbitrary(schema, root, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** An arbitrary of values meant to satisfy `schema`; `root` resolves its `$ref`s. */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null)
  if (schema.$ref) return arbitraryOf(refTarget(schema.$ref, root), root, depth + 1)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, root, depth + 1)))
  if (schema.allOf?.[0]) return arbitraryOf({ ...schema.allOf[0], ...schema, allOf: undefined }, root, depth + 1)
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => typedArbitrary(type, schema, root, depth)))
  if (schema.type) return typedArbitrary(schema.type, schema, root, depth)
  if (schema.properties) return objectArbitrary(schema, root, depth)
  return fc.jsonValue({ maxDepth: 2 })
}

/** A small file: a real PNG, bytes that only claim to be an image, or an empty part. */
export function fileArbitrary(): fc.Arbitrary<FuzzFile> {
  const png = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  )
  return fc.record({
    kind: fc.constant('file' as const),
    name: fc.oneof(fc.constant('bild.png'), fc.constant('../../etc/passwd'), fc.string({ maxLength: 30 })),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream', ''),
    bytes: fc.oneof(fc.constant(png), fc.uint8Array({ maxLength: 64 })),
  })
}
