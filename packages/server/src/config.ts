import path from 'node:path'
import { z } from 'zod'
import { type InstanceSecrets, loadInstanceSecrets, type VapidKeys } from './instance-secrets.ts'

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an e-mail address' }))
  .optional()

const OidcProvider = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'name must be lowercase letters, digits, _ or -'),
  issuer: z.url({ error: 'issuer must be an absolute URL' }),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** Shown on the login button; defaults to the name. */
  label: z.string().optional(),
})
export type OidcProviderConfig = z.infer<typeof OidcProvider>

/** One of the operator's details shown on the legal pages (docs/content-pages.md); unset: the page says so. */
const operatorDetail = z.string().trim().max(500, 'must be at most 500 characters').optional()

/** The demo admin of the seed (seed/demo-accounts.ts) is the admin outside production unless configured. */
const DEMO_ADMIN_EMAIL = 'admin@demo.oabat.de'

const Environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://oabat.example' }).optional(),
  /**
   * Custom domains (docs/custom-domain.md): fetch the verification file from this origin, with the
   * domain as Host header, instead of from the domain itself. For tests and staging only; unset in production.
   */
  CUSTOM_DOMAIN_FILE_ORIGIN: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:8080' }).optional(),
  /** Seed a fresh database with demo data (default on). */
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** A GeoNames postal-code file imported when the postal-code table is empty. */
  POSTAL_CODES_FILE: z.string().optional(),
  /** SPEC §6 admin account (one e-mail). Default outside production: the seeded demo admin. */
  ADMIN_EMAIL: optionalEmail,
  /** SPEC §6 support account; the admin counts as support as well. */
  SUPPORT_EMAIL: optionalEmail,
  /** The platform's inbox for the contact and idea forms (default: SUPPORT_EMAIL, then the admin, then kontakt@oabat.de). */
  CONTACT_EMAIL: optionalEmail,
  /** SPEC §6 dashboard account; the admin may open the dashboard as well. */
  DASHBOARD_EMAIL: optionalEmail,
  /** Comma-separated e-mails holding the superadmin flag (it counts only for the admin account). */
  SUPERADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' }))),
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mails go to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('oabat <no-reply@oabat.de>'),
  /** HTTP endpoint that sends a text message (POST JSON {to, text}); without it texts go to DATA_DIR/sms. */
  SMS_GATEWAY_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  /**
   * OpenID Connect providers for social login, as JSON:
   * [{"name":"google","issuer":"https://accounts.google.com","client_id":"…","client_secret":"…"}]
   */
  OIDC_PROVIDERS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return []
      try {
        return JSON.parse(value) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON array of providers' })
        return z.NEVER
      }
    })
    .pipe(z.array(OidcProvider, { error: 'must be a JSON array of providers' })),
  /** Take the client address from X-Forwarded-For (set it behind a reverse proxy only). */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** The Pusher app of the realtime server (docs/realtime.md): clients connect to /app/{PUSHER_KEY}. */
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -')
    .default('oabat'),
  PUSHER_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -')
    .default('oabat-key'),
  /** Signs channel authorisations and HTTP API requests; unset: generated on first start, kept in DATA_DIR/secrets. */
  PUSHER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Signs the short-lived URLs of private media; unset: generated on first start, kept in DATA_DIR/secrets. */
  MEDIA_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** mail2chat (docs/chat.md): port of the inbound SMTP server for answers to chat mails; unset = off. */
  MAIL2CHAT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Domain of the reply addresses chat+{token}@domain (its MX points here); default: PUBLIC_URL's host. */
  MAIL2CHAT_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
      'must be a domain such as reply.oabat.de',
    )
    .optional(),
  /**
   * The VAPID key pair of Web Push (docs/push.md), base64url as `web-push generate-vapid-keys`
   * prints it; both or neither. Unset: generated on first start and kept in DATA_DIR/secrets.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  /** Contact of the VAPID signature (mailto: or https:); default: the address of MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .optional(),
  /**
   * `1`: push endpoints on this machine or a private network (http://127.0.0.1, https://10.…) are
   * accepted — a local push service for development and tests. Default: on outside production.
   */
  PUSH_LOCAL_ENDPOINTS: z.enum(['0', '1']).optional(),
  /** Seconds a chat message may stay unread before its receiver gets a notification mail. */
  CHAT_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /**
   * RTMP ingest for livestreams (docs/live-video.md): `off`, a port, or `0` for any free port.
   * Unset: 1935 when Debian's ffmpeg is installed, else off.
   */
  RTMP_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], {
      error: 'must be off or a port from 0 to 65535',
    })
    .optional(),
  /**
   * `1`: the internal pages (/intern/components, /intern/css, /intern/icons, /intern/parallax, /test,
   * /testing; the living style guide, docs/intern-pages.md) are served. Default `0`: they answer 404.
   */
  OABAT_INTERN_PAGES: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /** The operator's details on /impressum, /datenschutz and the other legal pages (docs/content-pages.md). */
  OABAT_OPERATOR_NAME: operatorDetail,
  OABAT_OPERATOR_ADDRESS: operatorDetail,
  OABAT_OPERATOR_REPRESENTATIVE: operatorDetail,
  OABAT_OPERATOR_REGISTER: operatorDetail,
  OABAT_OPERATOR_VAT_ID: operatorDetail,
  OABAT_OPERATOR_PRIVACY_OFFICER: operatorDetail,
  OABAT_OPERATOR_EMAIL: optionalEmail,
  OABAT_OPERATOR_PHONE: operatorDetail,
  /** The account invoices of the store are paid to by bank transfer (docs/store.md). */
  OABAT_OPERATOR_IBAN: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN'))
    .optional(),
  OABAT_OPERATOR_BIC: operatorDetail,
  OABAT_OPERATOR_BANK: operatorDetail,
})

export type Config = z.infer<typeof Environment> & {
  dataDir: string
  publicUrl: string
  /** The special accounts of SPEC §6, by e-mail (lower case). */
  accounts: { admin: string | null; support: string | null; dashboard: string | null; superadmins: string[] }
  /** The realtime server's Pusher app (PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET). */
  realtimeApp: { id: string; key: string; secret: string }
  /** Signs the short-lived URLs of private media (MEDIA_URL_SECRET; docs/media.md). */
  mediaUrlSecret: string
  /** Signs Web Push requests (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; docs/push.md). */
  vapid: VapidKeys & { subject: string }
  /** Where the secrets nobody configured are kept, and which of them this start generated. */
  secrets: Pick<InstanceSecrets, 'folder' | 'generated' | 'kept'>
}

export class ConfigError extends Error {}

/** „oabat <no-reply@oabat.de>“ → mailto:no-reply@oabat.de: push services write there about problems. */
function vapidSubjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom
  return `mailto:${address.trim()}`
}

function parseEnvironment(env: Record<string, string | undefined>): z.infer<typeof Environment> {
  const parsed = Environment.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/**
 * Where the data lives (DATA_DIR, DATABASE_URL), checked like loadConfig but without touching
 * DATA_DIR: for the backup and restore commands, which must not generate secrets in the folder
 * they copy from or restore into.
 */
export function loadStorageConfig(env: Record<string, string | undefined> = process.env): {
  dataDir: string
  DATABASE_URL: string | undefined
} {
  const config = parseEnvironment(env)
  return { dataDir: path.resolve(config.DATA_DIR), DATABASE_URL: config.DATABASE_URL }
}

/**
 * Reads and checks the environment once; a wrong value names its variable. Secrets it does not
 * set are read from DATA_DIR/secrets, or generated there on first start (instance-secrets.ts).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = parseEnvironment(env)
  const production = config.NODE_ENV === 'production'
  const admin = config.ADMIN_EMAIL ?? (production ? null : DEMO_ADMIN_EMAIL)
  const superadmins = config.SUPERADMIN_EMAILS.length || production ? config.SUPERADMIN_EMAILS : [DEMO_ADMIN_EMAIL]
  const dataDir = path.resolve(config.DATA_DIR)
  // Processes sharing a DATA_DIR share the kept secrets; processes on separate DATA_DIRs must set them.
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither')
  const { pusherSecret, mediaUrlSecret, vapidKeys, folder, generated, kept } = loadInstanceSecrets(dataDir, config)
  return {
    ...config,
    accounts: { admin, support: config.SUPPORT_EMAIL ?? null, dashboard: config.DASHBOARD_EMAIL ?? null, superadmins },
    dataDir,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    realtimeApp: { id: config.PUSHER_APP_ID, key: config.PUSHER_KEY, secret: pusherSecret },
    mediaUrlSecret,
    vapid: { ...vapidKeys, subject: config.VAPID_SUBJECT ?? vapidSubjectOf(config.MAIL_FROM) },
    secrets: { folder, generated, kept },
  }
}
