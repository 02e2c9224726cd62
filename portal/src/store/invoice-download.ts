import { downloadWithToken } from '../job-interest/download-file.ts'

/** An invoice as PDF or XRechnung (the bytes need the bearer token). */
export function downloadInvoice(
  businessId: number,
  invoice: { id: number; number: string },
  kind: 'pdf' | 'xrechnung',
): Promise<void> {
  return downloadWithToken(
    `/api/v2/business/${businessId}/invoices/${invoice.id}/${kind}`,
    kind === 'pdf' ? `oabat-${invoice.number}.pdf` : `oabat-${invoice.number}-xrechnung.xml`,
    'Die Rechnung konnte nicht geladen werden.',
  )
}
