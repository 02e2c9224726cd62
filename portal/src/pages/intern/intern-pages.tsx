import type { ContentPageBlock } from '@oabat/core'
import { Card, Notice } from '@oabat/ui'
import { AttachIcon } from '@oabat/widgets'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { HeroIllustration } from '../../components/hero-illustration.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { Skeleton } from '../../components/skeleton.tsx'
import { ContentBlocks } from '../../content-pages/content-blocks.tsx'
import '../../content-pages/content-page.css'
import { usePageHead } from '../../head/use-page-head.ts'
import '../intern-components-page.css'
import './intern-pages.css'

/**
 * The living style guide (SPEC §2 internal pages, docs/intern-pages.md): shown only when the server
 * runs with OABAT_INTERN_PAGES=1; otherwise the server answers 404 and the portal's
 * hide-in-production guard sends the visitor home.
 */
const INTERN_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/intern/components', 'Komponenten'],
  ['/intern/css', 'CSS'],
  ['/intern/icons', 'Icons'],
  ['/intern/parallax', 'Parallax'],
  ['/test', 'Widgets'],
  ['/testing', 'Zustände'],
]

/** The frame of every internal page: its heading and the links between them. */
export function InternPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageHead({ title: `${title} (intern)`, description: intro, canonicalPath: null })
  return (
    <div className="intern-components">
      <nav aria-label="Interne Seiten" className="intern-pages__nav">
        {INTERN_LINKS.map(([href, label]) => (
          <Link key={href} href={href}>
            {label}
          </Link>
        ))}
      </nav>
      <h1>{title} (intern)</h1>
      <p>{intro}</p>
      {children}
    </div>
  )
}

/** The design tokens as the browser reads them: every `--oabat-…` property of :root. */
function useTokens(): Array<{ name: string; value: string }> {
  const [tokens, setTokens] = useState<Array<{ name: string; value: string }>>([])
  useEffect(() => {
    const names = new Set<string>()
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList
      try {
        rules = sheet.cssRules
      } catch {
        continue // a sheet of another origin cannot be read
      }
      for (const rule of Array.from(rules)) {
        if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue
        for (const property of Array.from(rule.style)) if (property.startsWith('--oabat-')) names.add(property)
      }
    }
    const style = getComputedStyle(document.documentElement)
    setTokens([...names].sort().map((name) => ({ name, value: style.getPropertyValue(name).trim() })))
  }, [])
  return tokens
}

/** /intern/css: the tokens of styles/tokens.css and how the base styles set text. */
export function InternCssPage() {
  const tokens = useTokens()
  const colors = tokens.filter((token) => token.name.startsWith('--oabat-color-'))
  const others = tokens.filter((token) => !token.name.startsWith('--oabat-color-'))
  return (
    <InternPage title="CSS" intro="Die Gestaltungswerte (portal/src/styles/tokens.css) und die Grundstile.">
      <Card as="section" aria-labelledby="intern-colors">
        <h2 id="intern-colors">Farben</h2>
        {colors.length === 0 ? <Skeleton lines={2} label="Farben werden gelesen …" /> : null}
        <ul className="intern-pages__tokens">
          {colors.map((token) => (
            <li key={token.name}>
              <span className="intern-pages__swatch" style={{ background: `var(${token.name})` }} />
              <code>{token.name}</code> <span>{token.value}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="intern-tokens">
        <h2 id="intern-tokens">Weitere Werte</h2>
        <ul className="intern-pages__tokens">
          {others.map((token) => (
            <li key={token.name}>
              <span className="intern-pages__radius" style={{ borderRadius: `var(${token.name})` }} />
              <code>{token.name}</code> <span>{token.value}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="intern-type">
        <h2 id="intern-type">Schrift</h2>
        <h1>Überschrift 1</h1>
        <h2>Überschrift 2</h2>
        <h3>Überschrift 3</h3>
        <h4>Überschrift 4</h4>
        <p>
          Fließtext mit <strong>fetten</strong> und <em>kursiven</em> Wörtern und <a href="/intern/css">einem Link</a>.
        </p>
        <ul>
          <li>Ein Listenpunkt</li>
          <li>Noch einer</li>
        </ul>
        <p>
          <small>Kleingedrucktes</small> · <span className="visually-hidden">Nur für Screenreader</span>
          <code>.visually-hidden</code> blendet Text aus, den Screenreader vorlesen.
        </p>
      </Card>
    </InternPage>
  )
}

/** /intern/icons: the icons and illustrations the portal and the widgets draw as SVG. */
export function InternIconsPage() {
  return (
    <InternPage title="Icons" intro="Die SVG-Icons und Illustrationen des Portals und der Widgets.">
      <Card as="section" aria-labelledby="intern-icon-list">
        <h2 id="intern-icon-list">Icons</h2>
        <ul className="intern-pages__icons">
          <li>
            <AttachIcon />
            <code>AttachIcon</code> (@oabat/widgets, Chat: „Foto oder Datei anhängen“)
          </li>
        </ul>
        <p>
          Das Logo (layouts/site-header.tsx) und die Lupe der Ortssuche (components/place-search.tsx) stehen direkt in
          ihren Komponenten.
        </p>
      </Card>
      <Card as="section" aria-labelledby="intern-illustrations">
        <h2 id="intern-illustrations">Illustrationen</h2>
        <div className="intern-pages__illustration">
          <HeroIllustration />
        </div>
        <p>
          <code>HeroIllustration</code> (components/hero-illustration.tsx) auf der Startseite.
        </p>
      </Card>
    </InternPage>
  )
}

/**
 * /intern/parallax: the start page's illustration in three layers that move at different speeds
 * while the page scrolls; a test bed for the effect. Reduced motion keeps the layers still.
 */
export function InternParallaxPage() {
  const stage = useRef<HTMLDivElement>(null)
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const update = () => {
      frame = 0
      const box = stage.current?.getBoundingClientRect()
      if (box)
        setOffset(Math.max(-1, Math.min(1, (box.top + box.height / 2 - window.innerHeight / 2) / window.innerHeight)))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <InternPage
      title="Parallax"
      intro="Drei Ebenen, die beim Scrollen verschieden schnell wandern. Bei „Bewegung reduzieren“ bleiben sie stehen."
    >
      <div className="intern-pages__spacer">Nach unten scrollen</div>
      <div ref={stage} className="intern-pages__parallax" data-offset={offset.toFixed(2)}>
        <div
          className="intern-pages__layer intern-pages__layer--back"
          style={{ transform: `translateY(${offset * 80}px)` }}
        />
        <div
          className="intern-pages__layer intern-pages__layer--middle"
          style={{ transform: `translateY(${offset * 40}px)` }}
        >
          <HeroIllustration />
        </div>
        <p
          className="intern-pages__layer intern-pages__layer--front"
          style={{ transform: `translateY(${offset * -20}px)` }}
        >
          Finde Deine Ausbildung
        </p>
      </div>
      <div className="intern-pages__spacer">Weiter scrollen</div>
    </InternPage>
  )
}

/** The widgets as content page blocks show them (the same components as <oabat-…> elements). */
const WIDGET_BLOCKS: ContentPageBlock[] = [
  { type: 'job_list', variant: 'carousel', title: 'Stellenliste als Karussell', job_type: 'ausbildung' },
  { type: 'job_list', variant: 'results', title: 'Stellenliste als Ergebnisliste', job_type: 'alle', page_size: 6 },
  { type: 'business_list', title: 'Betriebsliste', page_size: 6 },
  { type: 'consent_button', text: 'Der Knopf der Cookie-Einwilligung (<oabat-consent mode=button>):' },
]

/** /test: the widgets of @oabat/widgets with live data, as the portal and content pages embed them. */
export function InternWidgetsPage() {
  return (
    <InternPage
      title="Widgets"
      intro="Die Widgets mit echten Daten, so wie sie auf Inhaltsseiten und fremden Seiten erscheinen (siehe auch /demo/)."
    >
      <ContentBlocks blocks={WIDGET_BLOCKS} pagePath="/test" />
    </InternPage>
  )
}

/** /testing: the states every page shows: loading, empty, error, notices. */
export function InternStatesPage() {
  return (
    <InternPage title="Zustände" intro="Laden, leer, Fehler: wie das Portal sie zeigt.">
      <Card as="section" aria-labelledby="intern-loading">
        <h2 id="intern-loading">Laden</h2>
        <Skeleton lines={3} label="Beispiel wird geladen …" />
      </Card>
      <Card as="section" aria-labelledby="intern-empty">
        <h2 id="intern-empty">Leer</h2>
        <p className="result-empty">Hier gibt es noch nichts.</p>
      </Card>
      <Card as="section" aria-labelledby="intern-error">
        <h2 id="intern-error">Fehler beim Laden</h2>
        <LoadError subject="Das Beispiel" error={new Error('Keine Verbindung zum Server.')} onRetry={() => undefined} />
      </Card>
      <Card as="section" aria-labelledby="intern-notice">
        <h2 id="intern-notice">Hinweis</h2>
        <Notice tone="info" title="Info">
          Ein Hinweis zum Zustand einer Seite.
        </Notice>
      </Card>
    </InternPage>
  )
}
