/**
 * @module consent.js — defines <oabat-consent>: the cookie banner of SPEC §4 (marketing,
 * performance, functional), stored in the oabat_consent cookie; `oabat:consent` tells the page.
 */
import { $effectiveConsent } from '@oabat/core'
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import consentCss from './consent.css?inline'
import { consentAttributes } from './consent-attributes.ts'
import { ConsentBanner } from './consent-banner.tsx'

defineWidget({
  tag: 'oabat-consent',
  attributes: consentAttributes,
  styles: [consentCss],
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <ConsentBanner
        apiBase={api}
        privacyUrl={values['privacy-url'] ?? `${portal}/datenschutz`}
        imprintUrl={values['imprint-url'] ?? `${portal}/impressum`}
        mode={values.mode as 'banner' | 'button'}
        onChange={(consent) => emit('oabat:consent', consent)}
      />
    )
  },
})

// Host pages can read the current state without waiting for a change: window.oabatConsent().
Object.assign(window, { oabatConsent: () => $effectiveConsent.get() })
