import { formatEuro, vatTreatment } from '@oabat/core'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { InvoiceRecord } from './invoices.ts'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const DARK = rgb(0.11, 0.11, 0.1)
const GREY = rgb(0.4, 0.4, 0.4)

export const dateDe = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })

/** The last day of a period whose end is exclusive (a period ending 1 March covers up to 28/29 February). */
export const lastDayOf = (exclusiveEnd: string) => dateDe(new Date(Date.parse(exclusiveEnd) - 1).toISOString())

/**
 * The invoice as PDF (pdf-lib, the standard Helvetica: no font file, nothing loaded at run time) with what
 * §14 Abs. 4 UStG requires: seller and buyer with addresses, the seller's VAT id, issue date, the gap-free
 * number, quantity and kind of each service, the service period, net amount, rate and amount of VAT, total.
 */
export async function renderInvoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const title = invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'
  pdf.setTitle(`${title} ${invoice.number}`)
  pdf.setAuthor(invoice.seller.name)
  pdf.setCreator('oabat')
  pdf.setLanguage('de-DE')
  pdf.setCreationDate(new Date(invoice.issued_at))
  pdf.setModificationDate(new Date(invoice.issued_at))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page = pdf.addPage(A4)
  let y = A4[1] - MARGIN

  /** Text in the font's character set (WinAnsi): anything else becomes „?“ rather than failing. */
  const safe = (font: PDFFont, text: string) => {
    const known = new Set(font.getCharacterSet())
    return [...text.replace(/\u2212/g, '-')].map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
  }
  const write = (
    target: PDFPage,
    text: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const shown = safe(font, text)
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x
    target.drawText(shown, { x: left, y, size, font, color: options.color ?? DARK })
  }
  const next = (step = 14) => {
    y -= step
    if (y < MARGIN + 80) {
      page = pdf.addPage(A4)
      y = A4[1] - MARGIN
    }
  }

  const { seller, buyer } = invoice
  write(page, seller.name, MARGIN, { font: bold, size: 14 })
  next(14)
  write(page, `${seller.name} · ${seller.street} · ${seller.postal_code} ${seller.city}`, MARGIN, {
    size: 7,
    color: GREY,
  })
  next(22)
  for (const line of [
    buyer.business_name,
    `z. Hd. ${buyer.contact_person_gender === 'Divers' ? '' : `${buyer.contact_person_gender} `}${buyer.contact_person_name}`,
    buyer.street,
    `${buyer.postal_code} ${buyer.city}`,
    buyer.country_code === 'DE' ? '' : buyer.country_code,
    buyer.vat_id ? `USt-IdNr.: ${buyer.vat_id}` : '',
  ].filter(Boolean)) {
    write(page, line, MARGIN)
    next()
  }
  next(24)
  write(page, `${title} ${invoice.number}`, MARGIN, { font: bold, size: 16 })
  next(22)
  const meta: Array<[string, string]> = [
    ['Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', dateDe(invoice.issued_at)],
    ['Leistungszeitraum', `${dateDe(invoice.service_start)} – ${lastDayOf(invoice.service_end)}`],
    ['Kundennummer', String(buyer.business_id)],
    ...(invoice.cancels_number ? ([['Storno zu Rechnung', invoice.cancels_number]] as Array<[string, string]>) : []),
    ...(invoice.kind === 'invoice' ? ([['Zahlbar bis', dateDe(invoice.due_at)]] as Array<[string, string]>) : []),
  ]
  for (const [label, value] of meta) {
    write(page, label, MARGIN, { color: GREY })
    write(page, value, MARGIN + 130)
    next()
  }
  next(16)
  const columns = { pos: MARGIN, name: MARGIN + 28, qty: 360, unit: 450, total: A4[0] - MARGIN }
  write(page, 'Pos.', columns.pos, { font: bold })
  write(page, 'Leistung', columns.name, { font: bold })
  write(page, 'Menge', columns.qty, { font: bold, right: true })
  write(page, 'Einzelpreis', columns.unit, { font: bold, right: true })
  write(page, 'Gesamt (netto)', columns.total, { font: bold, right: true })
  next(6)
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: GREY })
  next(14)
  invoice.lines.forEach((line, index) => {
    write(page, String(index + 1), columns.pos)
    write(page, line.name, columns.name)
    write(page, String(line.quantity), columns.qty, { right: true })
    write(page, formatEuro(line.unit_cents), columns.unit, { right: true })
    write(page, formatEuro(line.net_cents), columns.total, { right: true })
    next(12)
    write(page, `Zeitraum ${dateDe(line.period_start)} – ${lastDayOf(line.period_end)}`, columns.name, {
      size: 8,
      color: GREY,
    })
    next(18)
  })
  page.drawLine({ start: { x: 330, y: y + 8 }, end: { x: A4[0] - MARGIN, y: y + 8 }, thickness: 0.5, color: GREY })
  for (const [label, cents, strong] of [
    ['Summe netto', invoice.net_cents, false],
    [`Umsatzsteuer ${invoice.vat_rate_percent} %`, invoice.vat_cents, false],
    ['Gesamtbetrag', invoice.gross_cents, true],
  ] as const) {
    write(page, label, 340, { font: strong ? bold : regular })
    write(page, formatEuro(cents), columns.total, { font: strong ? bold : regular, right: true })
    next()
  }
  // §14a Abs. 1 UStG: a company in another EU country owes the VAT itself, and the invoice says so.
  const vatNote = vatTreatment(buyer.country_code).note
  if (vatNote) {
    next(6)
    write(page, vatNote, MARGIN, { size: 8 })
    next()
  }
  next(20)
  const payment =
    invoice.kind === 'cancellation'
      ? [
          `Diese Stornorechnung hebt die Rechnung ${invoice.cancels_number ?? ''} auf.`,
          'Bereits gezahlte Beträge erstatten wir auf Dein Konto.',
        ]
      : [
          `Bitte überweise den Gesamtbetrag bis zum ${dateDe(invoice.due_at)} unter Angabe der Rechnungsnummer ${invoice.number}:`,
          `IBAN ${seller.iban}${seller.bic ? ` · BIC ${seller.bic}` : ''}${seller.bank ? ` · ${seller.bank}` : ''}`,
          `Empfänger: ${seller.name}`,
        ]
  for (const line of payment) {
    write(page, line, MARGIN)
    next()
  }
  // The seller's details at the foot of every page.
  const footer = [
    `${seller.name} · ${seller.street} · ${seller.postal_code} ${seller.city}`,
    [
      `USt-IdNr.: ${seller.vat_id}`,
      seller.register,
      seller.representative && `Vertreten durch ${seller.representative}`,
    ]
      .filter(Boolean)
      .join(' · '),
    [seller.email, seller.phone].filter(Boolean).join(' · '),
  ].filter(Boolean)
  for (const target of pdf.getPages()) {
    y = MARGIN
    for (const line of footer) {
      write(target, line, MARGIN, { size: 7, color: GREY })
      y -= 10
    }
  }
  return await pdf.save()
}
