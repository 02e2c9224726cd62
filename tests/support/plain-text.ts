/**
 * Text as a reader sees it: job titles carry soft hyphens (U+00AD) from the server for line breaks
 * in long German words (widgets/PROTOCOL.md „Hyphenation“); they are invisible unless a line breaks there.
 */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').replaceAll('\u00AD', '')
}
