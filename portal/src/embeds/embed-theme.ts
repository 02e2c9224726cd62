import type { CSSProperties } from 'react'
import { useApi } from '../api/use-api.ts'

/**
 * `?theme=ID` on an embed page (docs/einblick.md): the theme's widget custom properties on the
 * frame, so the iframe looks like the element with theme="ID". The host page's own font cannot be
 * read from inside a frame: „Schrift Deiner Webseite“ falls back to the system font here. An
 * unknown id keeps the default look.
 */
export function useEmbedTheme(search: string, businessSlug?: string): CSSProperties | undefined {
  const query = new URLSearchParams(search)
  const id = Number(query.get('theme'))
  const valid = Number.isInteger(id) && id > 0
  // As on an element: another company's theme is not found, the frame keeps the default look.
  const business = businessSlug ?? query.get('business') ?? ''
  const livestream = query.get('livestream') ?? ''
  const theme = useApi('widgetTheme', valid ? { params: { id }, query: { business, livestream } } : null)
  const properties = theme.data?.data.properties
  if (!properties) return undefined
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(properties)) if (value !== 'host') style[name] = value
  style.background = properties['--oabat-color-surface'] ?? ''
  style.color = properties['--oabat-color-text'] ?? ''
  // The surface colour fills the whole frame, so a dark theme has no white edges inside the iframe.
  return { ...style, minHeight: '100vh', boxSizing: 'border-box' } as CSSProperties
}
