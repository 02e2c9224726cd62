import {
  $effectiveConsent,
  $loggedIn,
  ALLOW_ALL,
  type Consent,
  chooseConsent,
  ONLY_NECESSARY,
  storedAuthToken,
} from '@oabat/core'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import themeCss from '../shared/theme.css?inline'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import { createSessionClient } from '../shared/widget-api.ts'
import consentCss from './consent.css?inline'

export interface ConsentBannerProps {
  apiBase: string
  /** Link of the privacy page. */
  privacyUrl?: string
  /** Link of the legal notice (Impressum). */
  imprintUrl?: string
  /** banner: shown until a choice is stored; button: a "Cookie-Einstellungen" button that opens it again. */
  mode?: 'banner' | 'button'
  onChange?: (consent: Consent) => void
}

const KINDS: Array<[keyof Consent, string, string]> = [
  ['functional', 'Funktional', 'Merkt sich z. B. Deine letzte Suche, damit Du dort weitermachen kannst.'],
  [
    'performance',
    'Statistik',
    'Zählt anonym, welche Seiten und Stellen angesehen werden, damit wir oabat verbessern können.',
  ],
  ['marketing', 'Marketing', 'Misst, wie Besucherinnen und Besucher über unsere Kampagnen zu uns finden.'],
]
const styles = [themeCss, consentCss] as const

/** Follows the effective consent (stored choice, or everything for a logged-in user). */
function useEffectiveConsent(): Consent | null {
  const [value, setValue] = useState($effectiveConsent.get())
  useEffect(() => $effectiveConsent.subscribe(setValue), [])
  return value
}

/**
 * SPEC §4 cookie consent: shown to logged-out visitors until a choice is stored; a stored token
 * is checked with GET /api/auth/user, and a logged-in user counts as allowing all kinds.
 */
export function ConsentBanner({ apiBase, privacyUrl, imprintUrl, mode = 'banner', onChange }: ConsentBannerProps) {
  const ref = useRef<HTMLElement>(null)
  useWidgetStyles(ref, styles)
  const id = useId()
  const consent = useEffectiveConsent()
  const [checked, setChecked] = useState(false)
  const [open, setOpen] = useState(false)
  const [details, setDetails] = useState(false)
  const [draft, setDraft] = useState<Consent>(consent ?? ONLY_NECESSARY)

  useEffect(() => {
    const token = storedAuthToken()
    if (!token) return setChecked(true)
    const controller = new AbortController()
    createSessionClient(apiBase, () => token)('authUser', {}, { signal: controller.signal })
      .then(
        () => $loggedIn.set(true),
        // A check cut short by removing the banner says nothing about the session.
        () => {
          if (!controller.signal.aborted) $loggedIn.set(false)
        },
      )
      .finally(() => setChecked(true))
    return () => controller.abort()
  }, [apiBase])

  const choose = (next: Consent) => {
    chooseConsent(next)
    setOpen(false)
    setDetails(false)
    onChange?.(next)
  }

  const showBanner = open || (mode === 'banner' && checked && consent === null)
  if (!showBanner) {
    return mode === 'button' ? (
      <div ref={ref as RefObject<HTMLDivElement>} className="oabat-theme oabat-consent-trigger" lang="de">
        <button
          type="button"
          className="oabat-button oabat-button--secondary"
          part="button"
          onClick={() => {
            setDraft($effectiveConsent.get() ?? ONLY_NECESSARY)
            setOpen(true)
          }}
        >
          Cookie-Einstellungen
        </button>
      </div>
    ) : (
      <div ref={ref as RefObject<HTMLDivElement>} hidden />
    )
  }

  return (
    <section ref={ref} className="oabat-theme oabat-consent" part="banner" lang="de" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="oabat-consent__title">
        Cookies und Datenschutz
      </h2>
      <p className="oabat-consent__text">
        Notwendige Cookies sind immer aktiv, alle anderen nur mit Deiner Zustimmung, jederzeit änderbar.
        {privacyUrl ? (
          <>
            {' '}
            Mehr in der{' '}
            <a href={privacyUrl} className="oabat-consent__link">
              Datenschutzerklärung
            </a>
            .
          </>
        ) : null}
        {imprintUrl ? (
          <>
            {' '}
            <a href={imprintUrl} className="oabat-consent__link">
              Impressum
            </a>
          </>
        ) : null}
      </p>
      {details ? (
        <fieldset className="oabat-consent__kinds">
          <legend className="oabat-consent__legend">Deine Auswahl</legend>
          <label className="oabat-consent__kind">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Notwendig</strong> – Anmeldung und Deine Cookie-Auswahl. Immer aktiv.
            </span>
          </label>
          {KINDS.map(([kind, label, text]) => (
            <label key={kind} className="oabat-consent__kind">
              <input
                type="checkbox"
                checked={draft[kind]}
                onChange={(event) => setDraft({ ...draft, [kind]: (event.target as HTMLInputElement).checked })}
              />
              <span>
                <strong>{label}</strong> – {text}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="oabat-consent__actions">
        <button type="button" className="oabat-button" part="accept" onClick={() => choose(ALLOW_ALL)}>
          Alle akzeptieren
        </button>
        <button
          type="button"
          className="oabat-button oabat-button--secondary"
          part="reject"
          onClick={() => choose(ONLY_NECESSARY)}
        >
          Nur notwendige
        </button>
        {details ? (
          <button
            type="button"
            className="oabat-button oabat-button--secondary"
            part="save"
            onClick={() => choose(draft)}
          >
            Auswahl speichern
          </button>
        ) : (
          <button
            type="button"
            className="oabat-button oabat-button--secondary"
            aria-expanded={false}
            onClick={() => setDetails(true)}
          >
            Einstellungen
          </button>
        )}
      </div>
    </section>
  )
}
