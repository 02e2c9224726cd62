import { z } from 'zod'
import { CUSTOM_DOMAIN_MAX_LENGTH, customDomainProblem, normalizeCustomDomain } from '../rules/custom-domain.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { customDomainRoutePaths as paths } from './custom-domain-route-paths.ts'
import { defineRoute } from './define-route.ts'

const TAG = 'Eigene Domain'
const OWNERS = ['business', 'region'] as const

/** A custom domain and what its owner needs to prove it (docs/custom-domain.md). */
export const CustomDomain = z
  .object({
    domain: z.string(),
    status: z.enum(['pending', 'verified']),
    /** The value of the TXT record at the domain: `oabat-verify=<token>`. */
    txt_record: z.string(),
    /** Where the file may lie instead, and what it must contain (the same value). */
    file_url: z.string(),
    verified_at: z.string().nullable(),
    last_checked_at: z.string().nullable(),
    /** Why the last check failed, in German; null after a successful one. */
    last_error: z.string().nullable(),
    /** The career site's address once verified. */
    site_url: z.string(),
  })
  .meta({ id: 'CustomDomain' })
export type CustomDomain = z.infer<typeof CustomDomain>

const domainField = z
  .string({ error: 'Bitte gib Deine Domain ein, z. B. karriere.beispiel.de.' })
  .max(CUSTOM_DOMAIN_MAX_LENGTH + 10, `Eine Domain hat höchstens ${CUSTOM_DOMAIN_MAX_LENGTH} Zeichen.`)
  .transform(normalizeCustomDomain)
  .superRefine((domain, ctx) => {
    const problem = customDomainProblem(domain)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const customDomainAllowed = defineRoute(paths.customDomainAllowed, {
  summary: 'Für den Reverse Proxy (on-demand TLS): 200 nur für eine bestätigte eigene Domain, sonst 404',
  tag: TAG,
  access: 'public',
  query: z.object({ domain: z.string({ error: 'Die Domain fehlt.' }).max(300, 'Die Domain ist zu lang.') }),
  response: dataEnvelope(z.object({ domain: z.string() })),
})

export const customDomain = defineRoute(paths.customDomain, {
  summary: 'Die eigene Domain des Unternehmens oder der Region (null: keine)',
  tag: TAG,
  access: OWNERS,
  response: dataEnvelope(CustomDomain.nullable()),
})

export const saveCustomDomain = defineRoute(paths.saveCustomDomain, {
  summary: 'Die eigene Domain festlegen oder ändern (neu zu bestätigen; nur mit Pro-Portal)',
  tag: TAG,
  access: OWNERS,
  body: z.object({ domain: domainField }),
  response: dataEnvelope(CustomDomain),
})

export const verifyCustomDomain = defineRoute(paths.verifyCustomDomain, {
  summary: 'Die eigene Domain prüfen: TXT-Eintrag oder Datei unter /.well-known/oabat-verify.txt',
  tag: TAG,
  access: OWNERS,
  response: dataEnvelope(CustomDomain),
})

export const deleteCustomDomain = defineRoute(paths.deleteCustomDomain, {
  summary: 'Die eigene Domain entfernen: die Karriereseite ist dort nicht mehr erreichbar',
  tag: TAG,
  access: OWNERS,
  response: z.null(),
  status: 204,
})
