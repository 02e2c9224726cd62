import type { Config } from '../config.ts'

/**
 * The operator's details the legal pages name (Impressum, Datenschutz …). Pages hold placeholders
 * such as `{{betreiber.registernummer}}`, filled in when a page is read, so a changed variable
 * shows at once and a missing one says plainly what is missing.
 */
export const OPERATOR_DETAILS = [
  { placeholder: 'name', env: 'OABAT_OPERATOR_NAME', label: 'Name des Betreibers' },
  { placeholder: 'anschrift', env: 'OABAT_OPERATOR_ADDRESS', label: 'Anschrift' },
  { placeholder: 'vertretung', env: 'OABAT_OPERATOR_REPRESENTATIVE', label: 'Vertretungsberechtigte Person' },
  { placeholder: 'registernummer', env: 'OABAT_OPERATOR_REGISTER', label: 'Registernummer' },
  { placeholder: 'ustid', env: 'OABAT_OPERATOR_VAT_ID', label: 'Umsatzsteuer-Identifikationsnummer' },
  {
    placeholder: 'datenschutzbeauftragte',
    env: 'OABAT_OPERATOR_PRIVACY_OFFICER',
    label: 'Datenschutzbeauftragte Person',
  },
  { placeholder: 'email', env: 'OABAT_OPERATOR_EMAIL', label: 'Kontakt-E-Mail' },
  { placeholder: 'telefon', env: 'OABAT_OPERATOR_PHONE', label: 'Telefon' },
] as const satisfies ReadonlyArray<{ placeholder: string; env: keyof Config; label: string }>

const PLACEHOLDER = /\{\{betreiber\.([a-z]+)\}\}/g

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The text standing for each placeholder: the configured value, or what is missing and where to set it. */
export function operatorValues(config: Partial<Config>): Map<string, string> {
  return new Map(
    OPERATOR_DETAILS.map(({ placeholder, env, label }) => {
      const value = config[env]
      return [placeholder, value ? String(value) : `Noch nicht eingetragen: ${label} (${env})`]
    }),
  )
}

/** Fills the placeholders of a text; `html` escapes the values for rich text. */
export function fillOperatorDetails(text: string, values: Map<string, string>, html: boolean): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values.get(key)
    if (value === undefined) return whole
    return html ? escapeHtml(value) : value
  })
}
