import { THEME_BACKGROUND_DECLARATIONS, THEME_BACKGROUND_ELEMENTS } from '@oabat/core'
import { createElement, useEffect, useState } from 'react'

type Width = 'phone' | 'desktop'
const WIDTHS: Record<Width, { label: string; px: number }> = {
  phone: { label: 'Handy', px: 360 },
  desktop: { label: 'Desktop', px: 1024 },
}

let loader: HTMLScriptElement | null = null

/** The widgets' loader, once per page: the preview shows the very element the snippet writes. */
function useWidgetLoader(): void {
  useEffect(() => {
    if (loader || document.querySelector('script[src$="/widgets/oabat.js"]')) return
    loader = document.createElement('script')
    loader.src = '/widgets/oabat.js'
    loader.async = true
    document.head.append(loader)
  }, [])
}

export interface EmbedPreviewProps {
  tag: string
  attributes: Array<[string, string]>
  /** The theme's custom properties while it is edited (unsaved values too); null: the default look. */
  properties: Record<string, string> | null
}

/**
 * Live preview of an embed at phone and desktop width: the real custom element with the embed's
 * attributes, the theme's values set on it as custom properties (a host page's own values win over
 * theme="ID" the same way, PROTOCOL.md). The preview page keeps the portal's light background, as
 * the company's own page may have. „Schrift Deiner Webseite“ shows the portal's font here.
 */
export function EmbedPreview({ tag, attributes, properties }: EmbedPreviewProps) {
  useWidgetLoader()
  const [width, setWidth] = useState<Width>('desktop')
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(properties ?? {})) {
    style[name] = value === 'host' ? getComputedStyle(document.body).fontFamily : value
  }
  // As theme="ID" does on a host page: lists and the livestream on the theme's background.
  if (properties && (THEME_BACKGROUND_ELEMENTS as readonly string[]).includes(tag)) {
    const { 'border-radius': borderRadius, ...rest } = THEME_BACKGROUND_DECLARATIONS
    Object.assign(style, rest, { borderRadius })
  }
  return (
    <div className="embed-preview">
      <fieldset className="embed-preview__widths">
        <legend className="visually-hidden">Breite der Vorschau</legend>
        {(Object.keys(WIDTHS) as Width[]).map((key) => (
          <button
            key={key}
            type="button"
            className="embed-preview__width"
            aria-pressed={width === key}
            onClick={() => setWidth(key)}
          >
            {WIDTHS[key].label} ({WIDTHS[key].px} px)
          </button>
        ))}
      </fieldset>
      <div className="embed-preview__scroller">
        <div className="embed-preview__page" data-width={width} style={{ width: WIDTHS[width].px }}>
          {createElement(tag, {
            // A new element when the attributes change, as a host page would load it.
            key: JSON.stringify(attributes),
            ...Object.fromEntries(attributes),
            style,
          })}
        </div>
      </div>
    </div>
  )
}
