/**
 * A small declarative schema for element attributes. Widgets cannot carry zod (bundle size), and
 * host pages need one short German sentence per mistake, so each attribute states its type,
 * bounds and default, and `parseAttributes` turns raw strings into typed values or one message.
 */

export type AttributeSpec =
  | { type: 'string'; default?: string; required?: boolean; maxLength?: number; hint?: string }
  | { type: 'slug'; default?: string; required?: boolean; example: string; hint?: string }
  | { type: 'number'; min: number; max: number; default?: number; unit?: string; required?: boolean }
  | { type: 'integer'; min: number; max: number; default?: number; unit?: string; required?: boolean; hint?: string }
  | { type: 'enum'; values: readonly string[]; default?: string; required?: boolean }
  | { type: 'boolean'; default?: boolean }
  | { type: 'url'; default?: string; required?: boolean }

export type AttributeSchema = Record<string, AttributeSpec>

type ValueOf<S extends AttributeSpec> = S extends { type: 'number' | 'integer' }
  ? number
  : S extends { type: 'boolean' }
    ? boolean
    : string

type HasValue<S> = S extends { default: unknown } ? true : S extends { required: true } ? true : false

/** The parsed values: attributes with a default or marked required are always present. */
export type AttributeValues<T extends AttributeSchema> = {
  [K in keyof T as HasValue<T[K]> extends true ? K : never]: ValueOf<T[K]>
} & {
  [K in keyof T as HasValue<T[K]> extends true ? never : K]?: ValueOf<T[K]>
}

export type AttributeResult<T extends AttributeSchema> =
  | { ok: true; values: AttributeValues<T> }
  | { ok: false; attribute: string; message: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/
const INTEGER = /^-?\d+$/
const numberFormat = new Intl.NumberFormat('de-DE')

/** Why a raw value is not allowed, as the second half of the German sentence. */
function allowed(spec: AttributeSpec): string {
  switch (spec.type) {
    case 'number':
      return `erlaubt sind ${numberFormat.format(spec.min)} bis ${numberFormat.format(spec.max)}${spec.unit ? ` ${spec.unit}` : ''}.`
    case 'integer':
      return `erlaubt sind ganze Zahlen von ${numberFormat.format(spec.min)} bis ${numberFormat.format(spec.max)}${spec.unit ? ` ${spec.unit}` : ''}.`
    case 'enum':
      return `erlaubt sind ${spec.values.join(', ')}.`
    case 'boolean':
      return 'erlaubt sind true oder false (oder das Attribut ohne Wert).'
    case 'slug':
      return `erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, z. B. ${spec.example}.`
    case 'url':
      return 'erlaubt ist eine http(s)-Adresse wie https://oabat.de.'
    case 'string':
      return spec.maxLength ? `erlaubt sind höchstens ${spec.maxLength} Zeichen.` : 'erlaubt ist ein Text.'
  }
}

/** One raw attribute value to its typed value, or undefined when it is not allowed. */
function parseValue(spec: AttributeSpec, raw: string): string | number | boolean | undefined {
  const text = raw.trim()
  switch (spec.type) {
    case 'number':
    case 'integer': {
      if (!(spec.type === 'integer' ? INTEGER : NUMBER).test(text)) return undefined
      const value = Number(text)
      return value >= spec.min && value <= spec.max ? value : undefined
    }
    case 'enum':
      return spec.values.includes(text) ? text : undefined
    case 'boolean':
      if (text === '' || text === 'true') return true
      return text === 'false' ? false : undefined
    case 'slug':
      return text.length <= 200 && SLUG.test(text) ? text : undefined
    case 'url':
      try {
        const url = new URL(text)
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\/+$/, '') : undefined
      } catch {
        return undefined
      }
    case 'string':
      return text.length > 0 && (!spec.maxLength || text.length <= spec.maxLength) ? text : undefined
  }
}

/** One attribute's raw value (null: absent) to its typed value, its default, or a German message. */
export function parseAttribute(
  name: string,
  spec: AttributeSpec,
  raw: string | null,
): { ok: true; value: string | number | boolean | undefined } | { ok: false; message: string } {
  if (raw === null || (raw.trim() === '' && spec.type !== 'boolean')) {
    if ('required' in spec && spec.required) {
      const hint = 'hint' in spec && spec.hint ? ` ${spec.hint}` : ''
      return { ok: false, message: `Attribut ${name} fehlt.${hint}` }
    }
    return { ok: true, value: spec.default }
  }
  const value = parseValue(spec, raw)
  return value === undefined
    ? { ok: false, message: `Ungültiges Attribut ${name}: ${allowed(spec)}` }
    : { ok: true, value }
}

/** Reads every attribute of the schema from an element; the first bad one yields its message. */
export function parseAttributes<T extends AttributeSchema>(
  schema: T,
  read: (name: string) => string | null,
): AttributeResult<T> {
  const values: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(schema)) {
    const result = parseAttribute(name, spec, read(name))
    if (!result.ok) return { ok: false, attribute: name, message: result.message }
    if (result.value !== undefined) values[name] = result.value
  }
  return { ok: true, values: values as AttributeValues<T> }
}
