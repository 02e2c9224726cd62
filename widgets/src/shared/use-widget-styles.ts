import { type RefObject, useContext, useLayoutEffect } from 'react'
import { adoptStyles } from './adopt-styles.ts'
import { WidgetStyleCollector } from './widget-style-collector.ts'

/**
 * Makes a component carry its own CSS: on mount its sheets are adopted into whatever root it was
 * rendered in. Inside a widget the element adopted them already (no-op); in the portal they land
 * in the document, so the same component looks the same in both places. Rendered on the server,
 * the sheets go to the collector the renderer provides.
 */
export function useWidgetStyles(ref: RefObject<Element | null>, cssTexts: readonly string[]): void {
  useContext(WidgetStyleCollector)?.(cssTexts)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS texts are module constants
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (root instanceof Document || root instanceof ShadowRoot) {
      try {
        adoptStyles(root, cssTexts)
      } catch {
        // A root of another document (iframe) cannot adopt our sheets; the element there has its own.
      }
    }
  }, [])
}
