/**
 * What an error answer must never show a caller: stack frames, database error texts, file system
 * paths of the server, JavaScript error names, and zod's English messages (ours are German).
 */
const LEAKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['stack frame', /\bat [\w.<>$]+ \(|\bat (file:\/\/|\/)[^\s]+:\d+:\d+|node:internal/],
  ['SQLite error', /SQLITE_|sqlite3?_|no such (table|column)|constraint failed/i],
  [
    'PostgreSQL error',
    /duplicate key|violates .* constraint|syntax error at|relation "|column "|invalid input syntax/i,
  ],
  ['SQL text', /\b(select|insert into|update|delete from)\b[^.]*\b(from|values|set|where)\b/i],
  ['server path', /(\/work\/|\/home\/|\/tmp\/|\/usr\/|\/var\/|node_modules|[A-Z]:\\)/],
  ['error name', /\b(Type|Range|Reference|Syntax)Error\b|\bError: |ZodError|HTTPException/],
  [
    'English zod message',
    /Invalid (input|option|string|enum|type|email|url|date|element|key|union)|expected \w+, received|Too (big|small)|Unrecognized key|String must contain|"Required"/,
  ],
]

/** The kinds of internals an answer's text gives away; empty when it gives away none. */
export function leakedInternals(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind)
}
