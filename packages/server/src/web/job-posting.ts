import { businessPagePath } from '@oabat/core'
import type { JobHeadRow } from './page-data.ts'

/** schema.org employmentType by job type: apprenticeship 1 → OTHER, internship 2 → INTERN, job 3 → FULL_TIME. */
const EMPLOYMENT_TYPES = { 1: 'OTHER', 2: 'INTERN', 3: 'FULL_TIME' } as const

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string)
}

function parseList(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []
  } catch {
    return []
  }
}

/** The job text as the simple HTML that search engines accept in a JobPosting description. */
export function jobPostingDescription(job: Pick<JobHeadRow, 'description' | 'tasks' | 'requirements' | 'benefits'>) {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
  const sections: Array<[string, string[]]> = [
    ['Deine Aufgaben', parseList(job.tasks)],
    ['Das bringst Du mit', parseList(job.requirements)],
    ['Das bieten wir', parseList(job.benefits)],
  ]
  for (const [heading, items] of sections) {
    if (items.length === 0) continue
    paragraphs.push(`<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`)
  }
  return paragraphs.join('')
}

/** schema.org JobPosting of a job page; validThrough is left out because jobs carry no end date. */
export function jobPosting(job: JobHeadRow, pageUrl: string, publicUrl: string): Record<string, unknown> {
  const typeId = Number(job.type_id) as 1 | 2 | 3
  const address: Record<string, unknown> = {
    '@type': 'PostalAddress',
    ...(job.street ? { streetAddress: job.street } : {}),
    addressLocality: job.city,
    ...(job.postal_code ? { postalCode: job.postal_code } : {}),
    addressCountry: 'DE',
  }
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    name: job.business_name,
    sameAs: job.business_website || `${publicUrl}${businessPagePath(job.business_slug)}`,
  }
  // Only logos with an address are useful to crawlers; inline data: images are left out.
  if (job.business_logo_url && /^(https?:\/\/|\/)/.test(job.business_logo_url)) {
    organization.logo = new URL(job.business_logo_url, `${publicUrl}/`).toString()
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: jobPostingDescription(job),
    datePosted: job.published_at,
    employmentType: EMPLOYMENT_TYPES[typeId] ?? 'OTHER',
    hiringOrganization: organization,
    jobLocation: {
      '@type': 'Place',
      address,
      geo: { '@type': 'GeoCoordinates', latitude: job.latitude, longitude: job.longitude },
    },
    ...(job.start_date ? { jobStartDate: job.start_date } : {}),
    totalJobOpenings: job.positions,
    url: pageUrl,
    directApply: false,
  }
}
