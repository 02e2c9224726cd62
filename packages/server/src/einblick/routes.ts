import { type Embed, hasBusinessPermission, themeCss, themeCustomProperties } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import type { EmbedsTable } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { loadBusinessSeo } from './business-seo.ts'
import { listEmbedOrigins } from './embed-origins.ts'
import {
  insertTheme,
  ownThemeRow,
  type ParsedThemeBody,
  THEME_NOT_FOUND,
  themeValuesOf,
  toTheme,
} from './theme-store.ts'

export const EINBLICK_PERMISSION = 'job_einblick'
const NO_EINBLICK = 'Einblick ist in Deinem Paket nicht enthalten.'
const NO_BUSINESS = 'Nur Unternehmen können Einbindungen und Themes anlegen.'
const EMBED_NOT_FOUND = 'Diese Einbindung gibt es nicht.'
const NOT_OWN_EMBED = 'Diese Einbindung gehört nicht Deinem Unternehmen.'
const BUSINESS_NOT_FOUND = 'Dieses Unternehmen gibt es nicht.'
const INVALID = 'Die Eingaben sind ungültig.'
const NOT_OWN_LIVESTREAM = 'Livestream: bitte einen Livestream wählen, bei dem Dein Betrieb auftritt.'
/** A theme changes rarely; widgets on foreign pages may keep it five minutes. */
const WIDGET_THEME_CACHE = 'public, max-age=300'

type EmbedRow = Omit<EmbedsTable, 'id'> & { id: number }
type EmbedValues = Pick<Embed, 'name' | 'kind' | 'theme_id' | 'settings'>

/** The caller's business when it has the Einblick permission (SPEC §6 job_einblick). */
function einblickBusiness(user: SessionUser) {
  if (!user.business) throw new HttpError(403, NO_BUSINESS)
  if (!hasBusinessPermission(user, EINBLICK_PERMISSION)) throw new HttpError(403, NO_EINBLICK)
  return user.business
}

/** The livestreams the company takes part in: it has a slot on their stage. */
function ownLivestreams(db: AppContext['db'], businessId: number) {
  return db
    .selectFrom('livestreams as l')
    .leftJoin('job_fairs as f', 'f.id', 'l.job_fair_id')
    .select(['l.id', 'l.title', 'l.planned_start', 'f.name as fair'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('livestream_appearances as a')
          .select('a.id')
          .whereRef('a.livestream_id', '=', 'l.id')
          .where('a.business_id', '=', businessId),
      ),
    )
}

/**
 * A theme used on an element of another company counts as unknown: the element's `business` is
 * another company, its `job` is not the theme's company's, or its `livestream` is one the theme's
 * company does not appear in.
 */
async function onForeignElement(
  db: AppContext['db'],
  theme: { business_id: number; slug: string },
  element: { business?: string; job?: string; livestream?: string },
): Promise<boolean> {
  if (element.business && element.business !== theme.slug) return true
  if (element.job) {
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('slug', '=', element.job)
      .where('business_id', '=', theme.business_id)
      .executeTakeFirst()
    if (!job) return true
  }
  if (element.livestream) {
    if (!/^[1-9]\d{0,9}$/.test(element.livestream)) return true
    const stream = await ownLivestreams(db, theme.business_id)
      .where('l.id', '=', Number(element.livestream))
      .executeTakeFirst()
    if (!stream) return true
  }
  return false
}

function toEmbed(row: EmbedRow): Embed {
  // Embeds saved before the livestream kind have no livestream setting.
  const settings = {
    livestream: null,
    ...(JSON.parse(row.settings) as Partial<Embed['settings']>),
  } as Embed['settings']
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    theme_id: row.theme_id,
    settings,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/**
 * Themes (SPEC §7 GET, POST /api/v2/themes, PUT /api/v2/themes/{id}), the public theme of a widget
 * element, the Einblick embeds and the SEO data of a company page (issue #15; docs/einblick.md).
 */
export function registerEinblickRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  registerRoute(app, contract.embedOrigins, async ({ session }) => {
    const business = einblickBusiness(sessionOf(session).user)
    return { data: await listEmbedOrigins(db, business.id, context.now()) }
  })

  registerRoute(app, contract.themes, async ({ session }) => {
    const business = einblickBusiness(sessionOf(session).user)
    const rows = await db
      .selectFrom('themes')
      .selectAll()
      .where('business_id', '=', business.id)
      .orderBy('id')
      .execute()
    return { data: rows.map(toTheme) }
  })

  registerRoute(app, contract.createTheme, async ({ session, body }) => {
    const business = einblickBusiness(sessionOf(session).user)
    const row = await insertTheme(db, business.id, body as ParsedThemeBody, nowIso())
    return { data: toTheme(row) }
  })

  registerRoute(app, contract.updateTheme, async ({ session, params, body }) => {
    const business = einblickBusiness(sessionOf(session).user)
    await ownThemeRow(db, business.id, params.id)
    const parsed = body as ParsedThemeBody
    const row = await db
      .updateTable('themes')
      .set({ name: parsed.name, type: parsed.type, theme: JSON.stringify(parsed.theme), updated_at: nowIso() })
      .where('id', '=', params.id)
      .where('business_id', '=', business.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: toTheme(row) }
  })

  // What <oabat-… theme="ID"> reads beside its data: custom properties only, cacheable by any origin.
  registerRoute(app, contract.widgetTheme, async ({ params, query, context: http }) => {
    const row = await db
      .selectFrom('themes as t')
      .innerJoin('businesses as b', 'b.id', 't.business_id')
      .select(['t.id', 't.theme', 't.business_id', 'b.slug'])
      .where('t.id', '=', params.id)
      .where('b.is_visible', '=', 1)
      .executeTakeFirst()
    if (!row || (await onForeignElement(db, row, query))) throw notFound(THEME_NOT_FOUND)
    const values = themeValuesOf(row)
    return http.json({ data: { id: row.id, properties: themeCustomProperties(values), css: themeCss(values) } }, 200, {
      'Cache-Control': WIDGET_THEME_CACHE,
    })
  })

  async function ownEmbedRow(businessId: number, id: number): Promise<EmbedRow> {
    const row = await db.selectFrom('embeds').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(EMBED_NOT_FOUND)
    if (row.business_id !== businessId) throw new HttpError(403, NOT_OWN_EMBED)
    return row
  }

  /** Theme, site and job of an embed must be the company's own; each wrong one is a field error. */
  async function checkEmbedReferences(businessId: number, body: EmbedValues): Promise<void> {
    const errors: Record<string, string[]> = {}
    if (body.theme_id !== null) {
      const theme = await db
        .selectFrom('themes')
        .select('business_id')
        .where('id', '=', body.theme_id)
        .executeTakeFirst()
      if (theme?.business_id !== businessId) errors.theme_id = ['Bitte eines Deiner Themes wählen.']
    }
    if (body.kind === 'job-list' && body.settings.site !== null) {
      const site = await db
        .selectFrom('business_sites')
        .select('id')
        .where('business_id', '=', businessId)
        .where('slug', '=', body.settings.site)
        .executeTakeFirst()
      if (!site) errors['settings.site'] = ['Standort: bitte einen Deiner Standorte wählen.']
    }
    if (body.kind === 'job-card') {
      const job =
        body.settings.job === null
          ? undefined
          : await db
              .selectFrom('jobs')
              .select('id')
              .where('business_id', '=', businessId)
              .where('slug', '=', body.settings.job)
              .executeTakeFirst()
      if (!job) errors['settings.job'] = ['Stelle: bitte eine Deiner Stellen wählen.']
    }
    if (body.kind === 'livestream') {
      const taking =
        body.settings.livestream === null
          ? []
          : await ownLivestreams(db, businessId).where('l.id', '=', body.settings.livestream).execute()
      if (taking.length === 0) errors['settings.livestream'] = [NOT_OWN_LIVESTREAM]
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, INVALID, errors)
  }

  registerRoute(app, contract.embedLivestreams, async ({ session }) => {
    const business = einblickBusiness(sessionOf(session).user)
    const rows = await ownLivestreams(db, business.id)
      .orderBy('l.planned_start', 'desc')
      .orderBy('l.id', 'desc')
      .execute()
    return { data: rows }
  })

  registerRoute(app, contract.embeds, async ({ session }) => {
    const business = einblickBusiness(sessionOf(session).user)
    const rows = await db
      .selectFrom('embeds')
      .selectAll()
      .where('business_id', '=', business.id)
      .orderBy('id')
      .execute()
    return { data: rows.map(toEmbed) }
  })

  registerRoute(app, contract.embed, async ({ session, params }) => {
    const business = einblickBusiness(sessionOf(session).user)
    return { data: toEmbed(await ownEmbedRow(business.id, params.id)) }
  })

  registerRoute(app, contract.createEmbed, async ({ session, body }) => {
    const business = einblickBusiness(sessionOf(session).user)
    const values = body as EmbedValues
    await checkEmbedReferences(business.id, values)
    const now = nowIso()
    const row = await db
      .insertInto('embeds')
      .values({
        business_id: business.id,
        name: values.name,
        kind: values.kind,
        theme_id: values.theme_id,
        settings: JSON.stringify(values.settings),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: toEmbed(row) }
  })

  registerRoute(app, contract.updateEmbed, async ({ session, params, body }) => {
    const business = einblickBusiness(sessionOf(session).user)
    await ownEmbedRow(business.id, params.id)
    const values = body as EmbedValues
    await checkEmbedReferences(business.id, values)
    const row = await db
      .updateTable('embeds')
      .set({
        name: values.name,
        kind: values.kind,
        theme_id: values.theme_id,
        settings: JSON.stringify(values.settings),
        updated_at: nowIso(),
      })
      .where('id', '=', params.id)
      .where('business_id', '=', business.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: toEmbed(row) }
  })

  registerRoute(app, contract.deleteEmbed, async ({ session, params }) => {
    const business = einblickBusiness(sessionOf(session).user)
    await ownEmbedRow(business.id, params.id)
    await db.deleteFrom('embeds').where('id', '=', params.id).where('business_id', '=', business.id).execute()
    return null
  })

  registerRoute(app, contract.businessSeo, async ({ params }) => {
    const seo = await loadBusinessSeo(db, context.config.publicUrl, params.slug)
    if (!seo) throw notFound(BUSINESS_NOT_FOUND)
    return { data: seo }
  })
}
