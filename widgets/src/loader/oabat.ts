/**
 * @module oabat.js — the one classic script a host page includes. It finds <oabat-*> elements
 * (now and later), imports each widget's module once (preloading the chunks it imports, so they
 * download in parallel with it), and runs the calls queued by the snippet
 *   window.oabat = window.oabat || function () { (window.oabat.q = window.oabat.q || []).push(arguments) }
 * A second copy of this script does nothing.
 */
import type { OabatConfig, OabatGlobal } from './oabat-global.ts'
import { WIDGET_CHUNKS, WIDGET_FILES } from './widget-files.ts'

const VERSION = '1'

function ownUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null
  if (current?.src) return current.src
  // Injected or deferred in a way that hides currentScript: find our own tag.
  const tag = document.querySelector<HTMLScriptElement>('script[src*="oabat.js"]')
  return tag?.src || location.href
}

function start(): void {
  const previous = window.oabat
  if (previous?.loaded) return
  const base = new URL('.', ownUrl()).href
  const origin = new URL(base).origin
  const config: OabatConfig = { api: origin, portal: origin }
  const pending = new Set(Object.keys(WIDGET_FILES))

  const preloaded = new Set<string>()
  const observer = new MutationObserver(() => scan())

  // crossorigin (anonymous) as the loader's import() fetches cross-origin modules, or the browser
  // would not reuse the preloaded response.
  function preload(file: string): void {
    if (preloaded.has(file)) return
    preloaded.add(file)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = base + file
    document.head.append(link)
  }

  function load(tag: string): void {
    const file = WIDGET_FILES[tag]
    if (!file || !pending.delete(tag)) return
    // The entry's chunks start now, beside the entry, instead of after it has arrived.
    for (const chunk of WIDGET_CHUNKS[file] ?? []) preload(chunk)
    import(/* @vite-ignore */ base + file).catch((error: unknown) => {
      pending.add(tag)
      observer.observe(document, { childList: true, subtree: true })
      console.warn(`[oabat] ${base}${file} konnte nicht geladen werden.`, error)
    })
  }

  function scan(): void {
    for (const tag of pending) if (document.getElementsByTagName(tag).length > 0) load(tag)
    if (pending.size === 0) observer.disconnect()
  }

  function run(command: unknown, argument?: unknown): void {
    if (command === 'config' && argument && typeof argument === 'object') Object.assign(config, argument)
    else if (command === 'ready' && typeof argument === 'function') argument(oabat)
    else if (command === 'load' && typeof argument === 'string') load(argument)
    else console.warn('[oabat] Unbekannter Aufruf:', command)
  }

  const oabat: OabatGlobal = Object.assign((command: string, argument?: unknown) => run(command, argument), {
    loaded: true as const,
    version: VERSION,
    config,
    base,
    q: [],
  })
  window.oabat = oabat
  for (const call of previous?.q ?? []) run(call[0], call[1])

  observer.observe(document, { childList: true, subtree: true })
  scan()
}

start()
