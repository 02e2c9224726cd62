import { type AttributeSchema, type AttributeValues, parseAttributes } from '@oabat/widgets'

export type EmbedParameters<S extends AttributeSchema> =
  | { ok: true; values: AttributeValues<S> }
  | { ok: false; message: string }

/**
 * An embed's query parameters read with the widget's own attribute schema (PROTOCOL.md), so
 * `/embed/jobs?location=passau-2855328&radius=30` means exactly what
 * `<oabat-job-list location="passau-2855328" radius="30">` means. `api` is never taken from the
 * URL: an embed always reads from the server that serves it.
 */
export function readEmbedParameters<S extends AttributeSchema>(schema: S, search: string): EmbedParameters<S> {
  const query = new URLSearchParams(search)
  const { api: _api, ...rest } = schema as AttributeSchema
  const parsed = parseAttributes(rest as S, (name) => query.get(name))
  if (parsed.ok) return parsed
  return {
    ok: false,
    message: parsed.message.replace(/^Ungültiges Attribut/, 'Ungültiger Parameter').replace(/^Attribut/, 'Parameter'),
  }
}
