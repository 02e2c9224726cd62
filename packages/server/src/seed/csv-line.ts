/**
 * Splits one CSV line (RFC 4180 quoting: fields in double quotes may hold commas, and "" inside
 * quotes is one quote). Line breaks inside quoted fields do not occur in the files we read.
 */
export function parseCsvLine(line: string, separator = ','): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"'
          i++
        } else {
          quoted = false
        }
      } else {
        field += ch
      }
    } else if (ch === '"' && field === '') {
      quoted = true
    } else if (ch === separator) {
      fields.push(field)
      field = ''
    } else {
      field += ch
    }
  }
  fields.push(field)
  return fields
}
