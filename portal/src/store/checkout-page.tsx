import {
  type CallOutput,
  EU_COUNTRY_CODES,
  formatEuro,
  invoiceTotals,
  VAT_RATE_PERCENT,
  vatTreatment,
} from '@oabat/core'
import { Button, buttonClassName, Card, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { refreshSessionUser } from '../auth/session.ts'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { type Cart, cartFromQuery, checkoutPath, periodLabel } from './store-cart.ts'
import './store.css'

type Product = CallOutput<'storeProducts'>['data'][number]
type Address = NonNullable<CallOutput<'businessSubscriptions'>['billing_address']>

const EMPTY_ADDRESS: Address = {
  business_name: '',
  contact_person_gender: 'Frau',
  contact_person_name: '',
  contact_person_phone: '',
  contact_person_email: '',
  street: '',
  postal_code: '',
  city: '',
  country_code: 'DE',
  vat_id: null,
}

/** The store invoices companies in the EU (docs/store.md, reverse charge): Germany first, then by German name. */
const COUNTRIES = (() => {
  const names = new Intl.DisplayNames(['de'], { type: 'region' })
  const others = EU_COUNTRY_CODES.filter((code) => code !== 'DE')
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'))
  return [{ value: 'DE', label: 'Deutschland' }, ...others]
})()

const ADDRESS_FIELDS = [
  'business_name',
  'contact_person_gender',
  'contact_person_name',
  'contact_person_phone',
  'contact_person_email',
  'street',
  'postal_code',
  'city',
  'country_code',
  'vat_id',
] as const
const FORM_FIELDS = [...ADDRESS_FIELDS.map((field) => `billing_address.${field}`), 'billing_address', 'items']

function CartLines({
  products,
  cart,
  countryCode,
  onChange,
  errors,
}: {
  products: Product[]
  cart: Cart
  /** The billing address's country: German VAT, or the reverse charge for the rest of the EU. */
  countryCode: string
  onChange: (cart: Cart) => void
  errors: Record<string, string>
}) {
  const inCart = products.filter((p) => cart[p.slug])
  const others = products.filter((p) => !cart[p.slug])
  const vat = vatTreatment(countryCode)
  const totals = invoiceTotals(
    inCart.map((p) => p.price * (cart[p.slug] ?? 1)),
    vat.rate_percent,
  )
  const itemError = (index: number) => errors[`items.${index}.product_id`] ?? errors[`items.${index}.quantity`] ?? null
  return (
    <>
      {inCart.length === 0 ? (
        <Notice tone="info">
          Dein Warenkorb ist leer. Füge unten ein Produkt hinzu oder schau im <Link href="/betrieb/store">Store</Link>.
        </Notice>
      ) : (
        // A very narrow screen scrolls the table within its card instead of spilling over it.
        <div className="store-lines__scroll">
          <table className="store-lines">
            <caption className="visually-hidden">Dein Warenkorb</caption>
            <thead>
              <tr>
                <th scope="col">Produkt</th>
                <th scope="col">Menge</th>
                <th scope="col" className="store-lines__amount">
                  Netto
                </th>
              </tr>
            </thead>
            <tbody>
              {inCart.map((product, index) => (
                <tr key={product.slug}>
                  <td>
                    <strong>{product.name}</strong>
                    <br />
                    <span className="area-card__muted">
                      {formatEuro(product.price)} {periodLabel(product.period_months)}
                    </span>
                    <br />
                    <Button
                      design="secondary-flat"
                      size="small"
                      aria-label={`${product.name} entfernen`}
                      onClick={() => onChange({ ...cart, [product.slug]: undefined })}
                    >
                      Entfernen
                    </Button>
                    {itemError(index) && (
                      <p className="oabat-ui-text-field__error" role="alert">
                        {itemError(index)}
                      </p>
                    )}
                  </td>
                  <td>
                    {product.max_quantity > 1 ? (
                      <input
                        type="number"
                        min={1}
                        max={product.max_quantity}
                        value={cart[product.slug]}
                        aria-label={`Menge ${product.name}`}
                        onChange={(event) => {
                          const value = Math.max(1, Math.min(product.max_quantity, Number(event.target.value) || 1))
                          onChange({ ...cart, [product.slug]: value })
                        }}
                      />
                    ) : (
                      '1'
                    )}
                  </td>
                  <td className="store-lines__amount">{formatEuro(product.price * (cart[product.slug] ?? 1))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Summe netto
                </th>
                <td className="store-lines__amount">{formatEuro(totals.net_cents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  Umsatzsteuer {vat.rate_percent} %{vat.category === 'AE' && ' (Reverse-Charge-Verfahren)'}
                </th>
                <td className="store-lines__amount">{formatEuro(totals.vat_cents)}</td>
              </tr>
              <tr className="store-lines__total">
                <th scope="row" colSpan={2}>
                  Gesamt (erste Rechnung)
                </th>
                <td className="store-lines__amount">{formatEuro(totals.gross_cents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {others.length > 0 && (
        <div>
          <h3>Dazu buchen</h3>
          <div className="store-product__actions">
            {others.map((product) => (
              <Button
                key={product.slug}
                design="secondary"
                size="small"
                onClick={() => onChange({ ...cart, [product.slug]: 1 })}
              >
                + {product.name} ({formatEuro(product.price)} {periodLabel(product.period_months)})
              </Button>
            ))}
          </div>
        </div>
      )}
    </>
  )
}

function AddressFields({
  address,
  onChange,
  errors,
}: {
  address: Address
  onChange: (address: Address) => void
  errors: Record<string, string>
}) {
  const field = (name: (typeof ADDRESS_FIELDS)[number]) => ({
    name,
    value: address[name] ?? '',
    error: errors[`billing_address.${name}`],
    onChange: (event: { target: { value: string } }) => onChange({ ...address, [name]: event.target.value }),
  })
  return (
    <>
      <TextField
        label="Unternehmen (Rechnungsempfänger)"
        required
        autoComplete="organization"
        {...field('business_name')}
      />
      <div className="area-form__pair">
        <SelectField
          label="Anrede"
          options={[
            { value: 'Frau', label: 'Frau' },
            { value: 'Herr', label: 'Herr' },
            { value: 'Divers', label: 'Divers' },
          ]}
          {...field('contact_person_gender')}
        />
        <TextField label="Ansprechperson" required autoComplete="name" {...field('contact_person_name')} />
      </div>
      <div className="area-form__pair">
        <TextField label="Telefon" type="tel" required autoComplete="tel" {...field('contact_person_phone')} />
        <TextField
          label="E-Mail für Rechnungen"
          type="email"
          required
          autoComplete="email"
          {...field('contact_person_email')}
        />
      </div>
      <TextField label="Straße und Hausnummer" required autoComplete="street-address" {...field('street')} />
      <div className="area-form__pair">
        <TextField label="Postleitzahl" required autoComplete="postal-code" {...field('postal_code')} />
        <TextField label="Ort" required autoComplete="address-level2" {...field('city')} />
      </div>
      <div className="area-form__pair">
        <SelectField label="Land" options={COUNTRIES} {...field('country_code')} />
        {address.country_code === 'DE' ? (
          <TextField label="USt-IdNr. (optional)" hint="z. B. DE123456789" {...field('vat_id')} />
        ) : (
          <TextField label="USt-IdNr." required hint="für das Reverse-Charge-Verfahren" {...field('vat_id')} />
        )}
      </div>
    </>
  )
}

/** /betrieb/store/kasse: cart (query flags), billing address with country, German VAT, order on invoice. */
export function CheckoutPage() {
  const { user } = useAuth()
  const businessId = user?.business?.id ?? null
  const search = useSearch()
  const [, navigate] = useLocation()
  const cart = cartFromQuery(search)
  const products = useApi('storeProducts', {})
  const own = useApi('businessSubscriptions', businessId ? { params: { businessId } } : null)
  const [address, setAddress] = useState<Address | null>(null)
  const form = useFormAction(FORM_FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)

  useEffect(() => {
    if (address === null && own.data) setAddress(own.data.billing_address ?? EMPTY_ADDRESS)
  }, [address, own.data])
  // Arriving from the store (no noScroll): the cart is what the visitor came for.
  const noScroll = new URLSearchParams(search).has('noScroll')
  useEffect(() => {
    if (!noScroll) headingRef.current?.focus({ preventScroll: false })
  }, [noScroll])

  const catalogue = products.data?.data ?? []
  const items = catalogue.filter((p) => cart[p.slug]).map((p) => ({ product_id: p.id, quantity: cart[p.slug] ?? 1 }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!businessId || !address) return
    const answer = await form.run(() =>
      api('createSubscriptions', {
        params: { businessId },
        body: { items, billing_address: address, send_confirmation_mail: true },
      }),
    )
    if (!answer) return
    await own.mutate()
    // What was bought unlocks at once (premium: the pro portal in the side menu): refresh the session user.
    refreshSessionUser()
    navigate(`/betrieb/abonnements?bestellt=${encodeURIComponent(answer.value.data.invoice.number)}`)
  }

  const loadError = products.error ?? own.error
  return (
    <AreaPage eyebrow="Store" title="Kasse">
      {loadError ? (
        <LoadError
          subject="Die Kasse"
          error={loadError}
          onRetry={() => void Promise.all([products.mutate(), own.mutate()])}
        />
      ) : !products.data || !address ? (
        <Skeleton lines={6} label="Kasse wird geladen …" />
      ) : (
        <form
          ref={formRef}
          className="area-page__grid store-checkout"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="checkout-cart"
        >
          <Card as="section" className="area-card">
            <h2 id="checkout-cart" ref={headingRef} tabIndex={-1}>
              Dein Warenkorb
            </h2>
            <CartLines
              products={catalogue}
              cart={cart}
              countryCode={address.country_code}
              errors={form.fieldErrors}
              onChange={(next) => navigate(checkoutPath(next, true), { replace: true })}
            />
            <p className="area-card__muted">
              Abonnements verlängern sich um ihre Laufzeit, bis Du sie kündigst; eine Kündigung wirkt zum Ende der
              laufenden Laufzeit. Alle Preise netto: Unternehmen in Deutschland zahlen {VAT_RATE_PERCENT} % Umsatzsteuer
              dazu, Unternehmen in anderen EU-Ländern die Umsatzsteuer selbst (Reverse-Charge-Verfahren, mit USt-IdNr.).
            </p>
          </Card>
          <Card as="section" className="area-card area-form" aria-labelledby="checkout-address">
            <h2 id="checkout-address">Rechnungsadresse</h2>
            <AddressFields address={address} onChange={setAddress} errors={form.fieldErrors} />
          </Card>
          <Card as="section" className="area-card area-form" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">Zahlung</h2>
            <p>
              Du zahlst auf Rechnung per Überweisung innerhalb von 14 Tagen. Die Rechnung bekommst Du als PDF und als
              E-Rechnung (XRechnung) unter <Link href="/betrieb/abonnements">Abonnements</Link>, die Bestätigung per
              E-Mail.
            </p>
            {(form.formError || form.fieldErrors.billing_address || form.fieldErrors.items) && (
              <Notice tone="error">
                {form.formError ?? form.fieldErrors.billing_address ?? form.fieldErrors.items}
              </Notice>
            )}
            <div className="store-product__actions">
              <Button type="submit" design="primary" disabled={form.pending || items.length === 0}>
                {form.pending ? 'Bestellung wird gesendet …' : 'Zahlungspflichtig bestellen'}
              </Button>
              <Link href="/betrieb/store" className={buttonClassName({ design: 'secondary-flat' })}>
                Weiter einkaufen
              </Link>
            </div>
          </Card>
        </form>
      )}
    </AreaPage>
  )
}
