import type { OabatConfig } from '../loader/oabat-global.ts'

/** Origin of this module: the widget files' server, when a widget is used without the loader. */
const ownOrigin = new URL(import.meta.url).origin

/**
 * API and portal origins of an element: its own `api` attribute first, then oabat('config'),
 * then the origin the loader (or this module) was loaded from.
 */
export function widgetOrigins(apiAttribute?: string): { api: string; portal: string } {
  const config: OabatConfig = window.oabat?.config ?? {}
  const base = window.oabat?.base ? new URL(window.oabat.base).origin : ownOrigin
  return { api: apiAttribute ?? config.api ?? base, portal: config.portal ?? base }
}
