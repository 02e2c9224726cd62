import { type Invoice, InvoiceService, type Logger } from '@e-invoice-eu/core'
import { vatTreatment } from '@oabat/core'
import { HttpError } from '../http/http-error.ts'
import type { InvoiceRecord } from './invoices.ts'

/** The format of the structured invoice: XRechnung (CIUS of EN 16931) in the CII syntax. */
export const E_INVOICE_FORMAT = 'XRechnung-CII'

const amount = (cents: number) => (Math.abs(cents) / 100).toFixed(2)
const date = (iso: string) => iso.slice(0, 10)
const lastDay = (exclusiveEnd: string) => date(new Date(Date.parse(exclusiveEnd) - 1).toISOString())

/** Collects what the library reports instead of printing it. */
class CollectingLogger implements Logger {
  readonly messages: string[] = []
  log(message: string): void {
    this.messages.push(message)
  }
  warn(message: string): void {
    this.messages.push(message)
  }
  error(message: string): void {
    this.messages.push(message)
  }
}

const postalAddress = (party: { street: string; city: string; postal_code: string; country_code: string }) => ({
  'cbc:StreetName': party.street,
  'cbc:CityName': party.city,
  'cbc:PostalZone': party.postal_code,
  'cac:Country': { 'cbc:IdentificationCode': party.country_code },
})

/** The VAT category of each line (BT-151): S, or AE for the reverse charge; the rate the invoice was issued with. */
const lineVatCategory = (invoice: InvoiceRecord) => ({
  'cbc:ID': vatTreatment(invoice.buyer.country_code).category,
  'cbc:Percent': String(invoice.vat_rate_percent),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
})

/** The category of the VAT breakdown (BT-118); the reverse charge names its exemption reason (BR-AE-10). */
const totalVatCategory = (invoice: InvoiceRecord) =>
  vatTreatment(invoice.buyer.country_code).category === 'AE'
    ? {
        ...lineVatCategory(invoice),
        'cbc:TaxExemptionReasonCode': 'vatex-eu-ae',
        'cbc:TaxExemptionReason': 'Reverse charge',
      }
    : lineVatCategory(invoice)

/**
 * The invoice in the internal format of @e-invoice-eu/core (UBL names, EN 16931 business terms). A
 * cancellation invoice is a credit note (type code 381) with positive amounts that refers to the invoice it
 * cancels (BT-25).
 */
export function eInvoiceData(invoice: InvoiceRecord): Invoice {
  const { seller, buyer } = invoice
  const currency = 'EUR'
  // §14a UStG: the reverse charge is named on the invoice (BT-22).
  const vatNote = vatTreatment(buyer.country_code).note
  const sellerContact = {
    'cbc:Name': seller.name,
    'cbc:Telephone': seller.phone ?? '-',
    'cbc:ElectronicMail': seller.email ?? '-',
  }
  const data = {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': date(invoice.issued_at),
      ...(invoice.kind === 'invoice' ? { 'cbc:DueDate': date(invoice.due_at) } : {}),
      'cbc:InvoiceTypeCode': invoice.kind === 'cancellation' ? '381' : '380',
      'cbc:Note': [
        invoice.kind === 'cancellation'
          ? `Stornorechnung zu ${invoice.cancels_number ?? ''}`
          : 'Zahlung per Überweisung unter Angabe der Rechnungsnummer.',
        ...(vatNote ? [vatNote] : []),
      ],
      'cbc:DocumentCurrencyCode': currency,
      'cbc:BuyerReference': `Kundennummer ${buyer.business_id}`,
      'cac:InvoicePeriod': {
        'cbc:StartDate': date(invoice.service_start),
        'cbc:EndDate': lastDay(invoice.service_end),
      },
      ...(invoice.cancels_number
        ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.cancels_number } }] }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email ?? seller.vat_id,
          'cbc:EndpointID@schemeID': seller.email ? 'EM' : '9930',
          'cac:PartyName': { 'cbc:Name': seller.name },
          'cac:PostalAddress': postalAddress(seller),
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            ...(seller.register ? { 'cbc:CompanyLegalForm': seller.register } : {}),
          },
          'cac:Contact': sellerContact,
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.contact_person_email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': buyer.business_name },
          'cac:PostalAddress': postalAddress(buyer),
          ...(buyer.vat_id
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.business_name },
          'cac:Contact': {
            'cbc:Name': buyer.contact_person_name,
            'cbc:Telephone': buyer.contact_person_phone,
            'cbc:ElectronicMail': buyer.contact_person_email,
          },
        },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': invoice.number,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.iban,
            'cbc:Name': seller.name,
            ...(seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } } : {}),
          },
        },
      ],
      'cac:PaymentTerms': {
        'cbc:Note':
          invoice.kind === 'cancellation'
            ? 'Bereits gezahlte Beträge werden erstattet.'
            : `Zahlbar ohne Abzug bis ${date(invoice.due_at)}.`,
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(invoice.vat_cents),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(invoice.net_cents),
              'cbc:TaxableAmount@currencyID': currency,
              'cbc:TaxAmount': amount(invoice.vat_cents),
              'cbc:TaxAmount@currencyID': currency,
              'cac:TaxCategory': totalVatCategory(invoice),
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(invoice.net_cents),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': amount(invoice.net_cents),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': amount(invoice.gross_cents),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PayableAmount': amount(invoice.gross_cents),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': invoice.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(line.net_cents),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:InvoicePeriod': { 'cbc:StartDate': date(line.period_start), 'cbc:EndDate': lastDay(line.period_end) },
        'cac:Item': {
          'cbc:Name': line.name,
          'cac:SellersItemIdentification': { 'cbc:ID': line.product_slug },
          'cac:ClassifiedTaxCategory': lineVatCategory(invoice),
        },
        'cac:Price': { 'cbc:PriceAmount': amount(line.unit_cents), 'cbc:PriceAmount@currencyID': currency },
      })),
    },
  }
  return data as unknown as Invoice
}

/**
 * The XRechnung (CII) of an invoice. @e-invoice-eu/core checks the data against its EN 16931 schema with
 * the XRechnung restrictions before it writes the XML and throws on any violation; nothing is downloaded.
 */
export async function renderXRechnung(invoice: InvoiceRecord): Promise<string> {
  try {
    const output = await new InvoiceService(new CollectingLogger()).generate(eInvoiceData(invoice), {
      format: E_INVOICE_FORMAT,
      lang: 'de',
      noWarnings: true,
    })
    return typeof output === 'string' ? output : new TextDecoder().decode(output)
  } catch (error) {
    // The data breaks a rule of EN 16931 (an operator setting the library refuses): say so, never a 500.
    console.error(`e-invoice of ${invoice.number} refused:`, error)
    throw new HttpError(
      409,
      `Die E-Rechnung zu ${invoice.number} kann nicht erstellt werden, weil Angaben fehlen oder ungültig sind. Die PDF-Rechnung ist gültig; bitte wende Dich an den Support.`,
    )
  }
}
