import { Resolver } from 'node:dns/promises'
import http from 'node:http'
import { CUSTOM_DOMAIN_FILE_PATH, CUSTOM_DOMAIN_TXT_PREFIX } from '@oabat/core'

/**
 * How the server proves a custom domain (docs/custom-domain.md). Both halves are replaceable: tests pass
 * a resolver answering from a table and point the file check at a local HTTP server (the real request
 * code runs, only the address it connects to differs).
 */
export interface DomainVerification {
  /** TXT records of a name in node:dns `resolveTxt` form (each record as its chunks). */
  resolveTxt(domain: string): Promise<string[][]>
  /** The text of http://{domain}/.well-known/oabat-verify.txt; null when there is none (not 200, too large, timeout). */
  fetchFile(domain: string): Promise<string | null>
}

const LOOKUP_TIMEOUT_MS = 4000
/** The file holds one line; anything much larger is not it. */
const FILE_MAX_BYTES = 1024

export interface DefaultVerificationOptions {
  /**
   * Where the file is fetched from instead of the domain itself, with the domain as Host header
   * (CUSTOM_DOMAIN_FILE_ORIGIN, for tests and staging without public DNS); unset in production.
   */
  fileOrigin?: string
  /** A TXT resolver (node:dns Resolver by default). */
  resolver?: Pick<Resolver, 'resolveTxt'>
}

/** Real DNS through node:dns and a real HTTP GET without redirects. */
export function defaultDomainVerification(options: DefaultVerificationOptions = {}): DomainVerification {
  const resolver = options.resolver ?? new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 })
  const origin = options.fileOrigin ? new URL(options.fileOrigin) : null
  return {
    resolveTxt: (domain) => resolver.resolveTxt(domain),
    fetchFile: (domain) =>
      fetchSmallText({
        hostname: origin ? origin.hostname : domain,
        port: origin ? Number(origin.port || 80) : 80,
        hostHeader: domain,
        path: CUSTOM_DOMAIN_FILE_PATH,
      }),
  }
}

function fetchSmallText(target: { hostname: string; port: number; hostHeader: string; path: string }) {
  return new Promise<string | null>((resolve) => {
    const request = http.get(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.path,
        headers: { Host: target.hostHeader, 'User-Agent': 'oabat-domain-check' },
        timeout: LOOKUP_TIMEOUT_MS,
      },
      (response) => {
        // Redirects are not followed: the file must lie on the domain itself.
        if (response.statusCode !== 200) {
          response.resume()
          resolve(null)
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength
          if (size > FILE_MAX_BYTES) {
            request.destroy()
            resolve(null)
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        response.on('error', () => resolve(null))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(null))
  })
}

export type VerificationResult = { ok: true; via: 'dns' | 'file' } | { ok: false; error: string }

/** Whether the domain carries `oabat-verify={token}` as a TXT record or in the file; the DNS record first. */
export async function verifyDomain(
  verification: DomainVerification,
  domain: string,
  token: string,
): Promise<VerificationResult> {
  const expected = `${CUSTOM_DOMAIN_TXT_PREFIX}${token}`
  const records = await verification.resolveTxt(domain).catch(() => [] as string[][])
  if (records.some((chunks) => chunks.join('').trim() === expected)) return { ok: true, via: 'dns' }
  const file = await verification.fetchFile(domain).catch(() => null)
  if (file !== null && file.trim() === expected) return { ok: true, via: 'file' }
  return {
    ok: false,
    error: `Wir haben weder den TXT-Eintrag „${expected}“ bei ${domain} noch die Datei http://${domain}${CUSTOM_DOMAIN_FILE_PATH} mit diesem Inhalt gefunden. Neue DNS-Einträge brauchen manchmal einige Stunden – prüfe es dann noch einmal.`,
  }
}
