import { type ComponentChild, h, render } from 'preact'
import type { ReactNode } from 'react'
import { adoptStyles } from './adopt-styles.ts'
import { type AttributeSchema, type AttributeValues, parseAttribute, parseAttributes } from './attribute-schema.ts'
import hostCss from './host.css?inline'
import themeCss from './theme.css?inline'
import { widgetOrigins } from './widget-origin.ts'

/** What an element's render function may use besides its attributes. */
export interface WidgetContext {
  host: HTMLElement
  /** Dispatches an `oabat:*` CustomEvent on the element; false when a listener cancelled it. */
  emit: (type: `oabat:${string}`, detail: unknown, cancelable?: boolean) => boolean
}

export interface WidgetDefinition<S extends AttributeSchema> {
  /** Custom element name, `oabat-*`. */
  tag: `oabat-${string}`
  attributes: S
  /** CSS texts adopted into the shadow root up front, so the first paint is already styled. */
  styles: readonly string[]
  /** Rules across attributes; a German message when they do not fit together. */
  check?: (values: AttributeValues<S>) => string | null
  render: (values: AttributeValues<S>, context: WidgetContext) => ReactNode
}

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

/**
 * Defines `<oabat-…>` once (a second loader or entry copy is a no-op): an open shadow root with
 * the widget CSS as constructable sheets, the component rendered by preact, re-rendered when an
 * attribute changes and unmounted when the element leaves the page. A bad attribute shows its
 * German message in place of the widget and is logged once.
 */
export function defineWidget<S extends AttributeSchema>(definition: WidgetDefinition<S>): void {
  if (typeof customElements === 'undefined' || customElements.get(definition.tag)) return
  const { tag, attributes, styles } = definition

  class OabatWidgetElement extends HTMLElement {
    static observedAttributes = [...Object.keys(attributes), 'theme']
    readonly #mount: HTMLDivElement
    /** The theme="ID" sheet (`:host { --oabat-…: … }`), and the id it was asked for. */
    readonly #themeSheet = new CSSStyleSheet()
    #themeId: string | null = null
    #scheduled = false
    #unmountScheduled = false
    #reported: string | null = null

    constructor() {
      super()
      const shadow = this.attachShadow({ mode: 'open' })
      adoptStyles(shadow, [hostCss, themeCss, ...styles])
      this.#mount = document.createElement('div')
      this.#mount.className = 'oabat-root oabat-theme'
      // The widget speaks German whatever the host page's language (hyphenation, screen readers).
      this.#mount.lang = 'de'
      shadow.append(this.#mount)
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, this.#themeSheet]
    }

    connectedCallback(): void {
      this.#schedule()
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.#schedule()
    }

    disconnectedCallback(): void {
      // A move (or a framework re-inserting the element) disconnects and connects it in one task:
      // unmounting waits for the end of the task, so the widget stays as it is and loads nothing again.
      if (this.#unmountScheduled) return
      this.#unmountScheduled = true
      queueMicrotask(() => {
        this.#unmountScheduled = false
        if (this.isConnected) return
        // Unmounting runs the components' effect cleanups: requests abort, timers and listeners end.
        render(null, this.#mount)
        this.#reported = null
      })
    }

    /** Several attribute changes in one task render once. */
    #schedule(): void {
      if (this.#scheduled) return
      this.#scheduled = true
      queueMicrotask(() => {
        this.#scheduled = false
        if (this.isConnected) this.#render()
      })
    }

    #emit = (type: string, detail: unknown, cancelable = false): boolean =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }))

    /**
     * theme="ID": the theme's custom properties, fetched beside the widget's data (never before it)
     * and cacheable. An unknown id keeps the default look and is logged; it never breaks the widget.
     */
    #applyTheme(api: string | undefined): void {
      const id = this.getAttribute('theme')
      if (id === this.#themeId) return
      this.#themeId = id
      this.#themeSheet.replaceSync('')
      if (id === null) return
      // `+id`: anything but a number asks for theme NaN, which the server refuses like an unknown id.
      // The element's company (its job, or the livestream it appears in) goes along: another
      // company's theme is refused the same way.
      const query = new URLSearchParams()
      for (const name of ['business', 'job', 'livestream']) query.set(name, this.getAttribute(name) ?? '')
      fetch(`${widgetOrigins(api).api}/api/v2/themes/${+id}/widget?${query}`)
        .then((response) => (response.ok ? response.json() : Promise.reject()))
        .then(({ data }: { data: { css: string } }) => {
          // The server writes the rules from checked values only; they stay inside this shadow root.
          if (this.#themeId === id) this.#themeSheet.replaceSync(data.css)
        })
        .catch(() => console.warn(`[oabat] <${tag}>: Theme ${id} nicht gefunden.`, this))
    }

    #render(): void {
      const parsed = parseAttributes(attributes, (name) => this.getAttribute(name))
      this.#applyTheme(parsed.ok ? (parsed.values as { api?: string }).api : undefined)
      const problem = parsed.ok ? (definition.check?.(parsed.values) ?? null) : parsed.message
      if (problem !== null) {
        if (this.#reported !== problem) {
          this.#reported = problem
          console.warn(`[oabat] <${tag}>: ${problem}`, this)
          this.#emit('oabat:error', { kind: 'attribute', message: problem })
        }
        render(
          h(
            'div',
            { class: 'oabat-message oabat-message--error', part: 'message', role: 'alert' },
            h('p', { class: 'oabat-message__title' }, problem),
          ),
          this.#mount,
        )
        return
      }
      this.#reported = null
      const vnode = definition.render((parsed as { values: AttributeValues<S> }).values, {
        host: this,
        emit: this.#emit,
      })
      render(vnode as ComponentChild, this.#mount)
    }
  }

  // Each attribute is also a property: reading gives the checked value (null when absent or
  // invalid), writing sets the attribute (null/undefined/false remove it).
  for (const [name, spec] of Object.entries(attributes)) {
    Object.defineProperty(OabatWidgetElement.prototype, camelCase(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const result = parseAttribute(name, spec, this.getAttribute(name))
        return result.ok ? (result.value ?? null) : null
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name)
        else this.setAttribute(name, value === true ? '' : String(value))
      },
    })
  }

  customElements.define(tag, OabatWidgetElement)
}
