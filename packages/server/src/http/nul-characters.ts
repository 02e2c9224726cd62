const NUL_REFUSED = 'Der Text enthält ein unzulässiges Steuerzeichen (NUL).'

/**
 * The fields of an input whose text holds a NUL character (U+0000), as field errors. No text of ours
 * needs one, PostgreSQL cannot store one, and SQLite would cut C strings at it: it is refused on
 * every route, before the schemas, with the same answer on both databases.
 */
export function nulCharacterErrors(value: unknown, path: string[] = []): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const visit = (node: unknown, at: string[], depth: number) => {
    if (depth > 50) return
    if (typeof node === 'string') {
      if (node.includes('\u0000')) errors[at.length ? at.join('.') : '_'] = [NUL_REFUSED]
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...at, String(index)], depth + 1)
    } else if (node !== null && typeof node === 'object' && !(node instanceof Blob))
      for (const [key, item] of Object.entries(node)) visit(item, [...at, key], depth + 1)
  }
  visit(value, path, 0)
  return errors
}
