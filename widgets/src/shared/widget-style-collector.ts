import { createContext } from 'react'

/**
 * Set by the portal's server renderer: receives the CSS of every widget component it renders, so
 * the page carries those styles in its HTML instead of waiting for the browser to adopt them.
 */
export const WidgetStyleCollector = createContext<((cssTexts: readonly string[]) => void) | null>(null)
