/**
 * Custom domains (issue 18 item 5, docs/custom-domain.md): a company or region with the pro portal serves
 * its career site from its own domain once it proved the domain is its own.
 */

/** The name of the TXT record's value prefix and of the verification file. */
export const CUSTOM_DOMAIN_TXT_PREFIX = 'oabat-verify='
export const CUSTOM_DOMAIN_FILE_PATH = '/.well-known/oabat-verify.txt'
export const CUSTOM_DOMAIN_MAX_LENGTH = 253

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TLD = /^[a-z][a-z0-9-]*[a-z0-9]$/

/**
 * The domain as it is stored and compared: trimmed, lower case, without a trailing dot. An address with
 * scheme or path is not taken apart (the form says what to type); the checks below refuse it.
 */
export function normalizeCustomDomain(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '')
}

/** German reason why `domain` (normalised) cannot be a custom domain, or null. */
export function customDomainProblem(domain: string): string | null {
  if (domain.length === 0) return 'Bitte gib Deine Domain ein, z. B. karriere.beispiel.de.'
  if (domain.length > CUSTOM_DOMAIN_MAX_LENGTH) return `Eine Domain hat höchstens ${CUSTOM_DOMAIN_MAX_LENGTH} Zeichen.`
  if (/[/:?#@\s]/.test(domain)) return 'Bitte nur die Domain ohne https:// und ohne Pfad, z. B. karriere.beispiel.de.'
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TLD.test(labels.at(-1) ?? '')) {
    return 'Das ist keine gültige Domain (Buchstaben, Ziffern und Bindestriche, z. B. karriere.beispiel.de; Umlaut-Domains in der xn--Schreibweise).'
  }
  if (labels.at(-1) === 'localhost' || domain.endsWith('.local'))
    return 'Diese Domain ist im Internet nicht erreichbar.'
  return null
}

/** The host of a Host header without port, normalised (IPv6 literals are kept as they are). */
export function hostWithoutPort(host: string | undefined): string {
  if (!host) return ''
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed
  return normalizeCustomDomain(trimmed.replace(/:\d+$/, ''))
}
