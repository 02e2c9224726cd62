import { z } from 'zod'
import { EMBED_JOB_TYPES, EMBED_KINDS } from '../rules/embed-snippet.ts'
import {
  HEX_COLOR,
  THEME_COLOR_KEYS,
  THEME_COLOR_LABELS,
  THEME_DENSITIES,
  THEME_FONT_KEYS,
  THEME_RADIUS,
  THEME_TYPES,
  type ThemeColorKey,
  type ThemeDensity,
  type ThemeFont,
  themeContrastProblems,
} from '../rules/theme.ts'
import { idField, idNumber } from './account-fields.ts'

const NAME = 'Der Name muss 1 bis 60 Zeichen lang sein.'
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function hexColor(key: ThemeColorKey) {
  return z
    .string({ error: `${THEME_COLOR_LABELS[key]}: bitte eine Farbe im Format #rrggbb angeben.` })
    .regex(HEX_COLOR, `${THEME_COLOR_LABELS[key]}: bitte eine Farbe im Format #rrggbb angeben, z. B. #0f766e.`)
    .transform((value) => value.toLowerCase())
}

const colorShape = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, hexColor(key)])) as Record<
  ThemeColorKey,
  ReturnType<typeof hexColor>
>

/**
 * A theme's values: only colours, a font from the list, a radius and a density; unknown keys
 * (raw CSS, selectors, …) are refused, so nothing can be injected into a host page.
 */
export const ThemeValuesSchema = z
  .strictObject(
    {
      colors: z.strictObject(colorShape, { error: 'Die Farben fehlen oder enthalten unbekannte Angaben.' }),
      font: z.enum(THEME_FONT_KEYS as [ThemeFont, ...ThemeFont[]], {
        error: `Schrift: erlaubt sind ${THEME_FONT_KEYS.join(', ')}.`,
      }),
      radius: z
        .number({ error: `Eckenradius: erlaubt sind ${THEME_RADIUS.min} bis ${THEME_RADIUS.max} Pixel.` })
        .int(`Eckenradius: erlaubt sind ganze Zahlen von ${THEME_RADIUS.min} bis ${THEME_RADIUS.max}.`)
        .min(THEME_RADIUS.min, `Eckenradius: erlaubt sind ${THEME_RADIUS.min} bis ${THEME_RADIUS.max} Pixel.`)
        .max(THEME_RADIUS.max, `Eckenradius: erlaubt sind ${THEME_RADIUS.min} bis ${THEME_RADIUS.max} Pixel.`),
      density: z.enum(Object.keys(THEME_DENSITIES) as [ThemeDensity, ...ThemeDensity[]], {
        error: 'Dichte: erlaubt sind compact, normal, comfortable.',
      }),
    },
    { error: 'Das Theme enthält unbekannte Angaben.' },
  )
  .superRefine((theme, context) => {
    for (const problem of themeContrastProblems(theme.colors)) {
      context.addIssue({ code: 'custom', path: ['colors', problem.field], message: problem.message })
    }
  })

/** POST /api/v2/themes and PUT /api/v2/themes/{id}. */
export const ThemeBody = z.strictObject(
  {
    name: z.string({ error: NAME }).trim().min(1, NAME).max(60, NAME),
    type: z.enum(THEME_TYPES, { error: 'Art: erlaubt sind light (hell) und dark (dunkel).' }),
    theme: ThemeValuesSchema,
  },
  { error: 'Das Theme enthält unbekannte Angaben.' },
)
export type ThemeBody = z.input<typeof ThemeBody>

export const Theme = z
  .object({
    id: z.number().int(),
    business_id: z.number().int(),
    name: z.string(),
    type: z.enum(THEME_TYPES),
    theme: z.object({
      colors: z.record(z.string(), z.string()),
      font: z.string(),
      radius: z.number(),
      density: z.string(),
    }),
    /** The widgets' custom properties of this theme (what `theme="ID"` applies). */
    properties: z.record(z.string(), z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Theme' })
export type Theme = z.infer<typeof Theme>

export const ThemeIdParams = z.object({ id: idField('Die Id') })

/** The element's company or job (empty: none): a theme of another company is not found. */
export const WidgetThemeQuery = z.object({
  business: z.string().max(200).optional(),
  job: z.string().max(200).optional(),
  /** <oabat-livestream>'s `livestream`: the theme's company must appear on that livestream's stage. */
  livestream: z.string().max(20).optional(),
})

/** What a widget element reads for `theme="ID"`: the custom properties only. */
export const WidgetTheme = z.object({
  id: z.number().int(),
  properties: z.record(z.string(), z.string()),
  /** The rules the element adopts into its shadow root (`:host { --oabat-…: … }`). */
  css: z.string(),
})

const slugField = (message: string) => z.string({ error: message }).max(200, message).regex(SLUG, message)

export const EmbedSettings = z.strictObject(
  {
    /** job-list: only the jobs at this site of the company (its slug); null: every site. */
    site: slugField('Standort: bitte einen Deiner Standorte wählen.').nullable().default(null),
    /** job-list: Ausbildung, Praktikum or both. */
    type: z.enum(EMBED_JOB_TYPES, { error: 'Art: erlaubt sind alle, ausbildung, praktikum.' }).default('alle'),
    /** job-card: the job's slug. */
    job: slugField('Stelle: bitte eine Deiner Stellen wählen.').nullable().default(null),
    /** job-list: jobs per page. */
    page_size: z.number().int().min(1).max(50).default(6),
    /** livestream: the id of a fair's livestream the company takes part in. */
    livestream: idNumber('Livestream').nullable().default(null),
  },
  { error: 'Die Einstellungen enthalten unbekannte Angaben.' },
)

export const EmbedBody = z.strictObject(
  {
    name: z.string({ error: NAME }).trim().min(1, NAME).max(60, NAME),
    kind: z.enum(EMBED_KINDS, { error: `Inhalt: erlaubt sind ${EMBED_KINDS.join(', ')}.` }),
    theme_id: idField('Die Theme-Id').nullable().default(null),
    settings: EmbedSettings.default({ site: null, type: 'alle', job: null, page_size: 6, livestream: null }),
  },
  { error: 'Die Angaben enthalten unbekannte Felder.' },
)
export type EmbedBody = z.input<typeof EmbedBody>

export const Embed = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(EMBED_KINDS),
    theme_id: z.number().int().nullable(),
    settings: z.object({
      site: z.string().nullable(),
      type: z.enum(EMBED_JOB_TYPES),
      job: z.string().nullable(),
      page_size: z.number().int(),
      livestream: z.number().int().nullable(),
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Embed' })
export type Embed = z.infer<typeof Embed>
export type EmbedKind = Embed['kind']
export type EmbedSettings = Embed['settings']

/** GET /api/business/seo/{slug}: what the company page's server-rendered head carries. */
export const BusinessSeo = z
  .object({
    title: z.string(),
    description: z.string(),
    canonical: z.string(),
    og_image: z.string().nullable(),
    /** schema.org Organization as JSON-LD. */
    schema_org: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'BusinessSeo' })
export type BusinessSeo = z.infer<typeof BusinessSeo>
