import type { Config } from '../config.ts'

/** The seller on every invoice: the operator of the legal pages (OABAT_OPERATOR_*, docs/store.md). */
export interface Seller {
  name: string
  street: string
  postal_code: string
  city: string
  country_code: string
  vat_id: string
  register: string | null
  representative: string | null
  email: string | null
  phone: string | null
  iban: string
  bic: string | null
  bank: string | null
}

type OperatorConfig = Pick<
  Config,
  | 'OABAT_OPERATOR_NAME'
  | 'OABAT_OPERATOR_ADDRESS'
  | 'OABAT_OPERATOR_VAT_ID'
  | 'OABAT_OPERATOR_REGISTER'
  | 'OABAT_OPERATOR_REPRESENTATIVE'
  | 'OABAT_OPERATOR_EMAIL'
  | 'OABAT_OPERATOR_PHONE'
  | 'OABAT_OPERATOR_IBAN'
  | 'OABAT_OPERATOR_BIC'
  | 'OABAT_OPERATOR_BANK'
>

/** „Musterstraße 1, 94032 Passau“ (or „…, DE-94032 Passau“) → street, postal code, city, country. */
export function parseOperatorAddress(
  address: string,
): Pick<Seller, 'street' | 'postal_code' | 'city' | 'country_code'> | null {
  const parts = address
    .split(/\s*[,\n]\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length < 2) return null
  const match = /^(?:([A-Z]{2})-)?([A-Z0-9]{3,10})\s+(.+)$/.exec(parts[parts.length - 1] ?? '')
  if (!match) return null
  return {
    street: parts.slice(0, -1).join(', '),
    postal_code: match[2] ?? '',
    city: match[3] ?? '',
    country_code: match[1] ?? 'DE',
  }
}

/** The seller, or the settings that §14 UStG needs and are missing (name, address, VAT id, IBAN). */
export function sellerFromConfig(config: OperatorConfig): { seller: Seller } | { missing: string[] } {
  const address = config.OABAT_OPERATOR_ADDRESS ? parseOperatorAddress(config.OABAT_OPERATOR_ADDRESS) : null
  const missing = [
    !config.OABAT_OPERATOR_NAME && 'OABAT_OPERATOR_NAME',
    !address && 'OABAT_OPERATOR_ADDRESS',
    !config.OABAT_OPERATOR_VAT_ID && 'OABAT_OPERATOR_VAT_ID',
    !config.OABAT_OPERATOR_IBAN && 'OABAT_OPERATOR_IBAN',
  ].filter((name): name is string => Boolean(name))
  if (missing.length > 0 || !address) return { missing }
  return {
    seller: {
      name: config.OABAT_OPERATOR_NAME ?? '',
      ...address,
      vat_id: (config.OABAT_OPERATOR_VAT_ID ?? '').replace(/\s+/g, ''),
      register: config.OABAT_OPERATOR_REGISTER ?? null,
      representative: config.OABAT_OPERATOR_REPRESENTATIVE ?? null,
      email: config.OABAT_OPERATOR_EMAIL ?? null,
      phone: config.OABAT_OPERATOR_PHONE ?? null,
      iban: config.OABAT_OPERATOR_IBAN ?? '',
      bic: config.OABAT_OPERATOR_BIC ?? null,
      bank: config.OABAT_OPERATOR_BANK ?? null,
    },
  }
}

/** The seller when the operator settings are complete, else null (renewals wait for them). */
export function configuredSeller(config: OperatorConfig): Seller | null {
  const result = sellerFromConfig(config)
  return 'seller' in result ? result.seller : null
}
