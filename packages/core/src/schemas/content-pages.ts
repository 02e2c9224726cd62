import { z } from 'zod'
import { CONTACT_PAGE_KINDS } from '../rules/contact-form.ts'
import { CONTENT_PAGE_KINDS } from '../rules/content-page-paths.ts'
import { containsMarkup, isHttpUrl, MARKUP_REFUSED, URL_REFUSED } from '../rules/shown-text.ts'

/**
 * Content-managed pages (SPEC §2 "Content-managed pages", docs/content-pages.md): a page kind, a
 * path, and a list of blocks. A block is stored as the settings below; a block that is a widget
 * (job list, business list, consent button) stores the widget's attributes and renders the widget.
 */

export const CONTENT_BLOCKS_MAX = 40
export const RICH_TEXT_MAX = 50_000

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} muss ein Text sein.` })
    .trim()
    .min(1, `Bitte gib ${name} an.`)
    .max(max, `${name} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} muss ein Text sein.` })
    .trim()
    .max(max, `${name} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .optional()

/** A link target: an absolute http(s) address or a path of this site (never javascript: and the like). */
const link = (name: string) =>
  z
    .string({ error: `${name} muss eine Adresse sein.` })
    .trim()
    .max(500, `${name} darf höchstens 500 Zeichen lang sein.`)
    .refine((value) => isHttpUrl(value) || /^\/(?!\/)[^\s\\]*$/.test(value), URL_REFUSED)

const imageUrl = (name: string) =>
  z
    .string({ error: `${name} muss eine Adresse sein.` })
    .trim()
    .max(500, `${name} darf höchstens 500 Zeichen lang sein.`)
    .refine((value) => isHttpUrl(value) || /^\/api\/[^\s\\]*$/.test(value), URL_REFUSED)

const slug = (name: string) =>
  z
    .string({ error: `${name} muss ein Text sein.` })
    .trim()
    .max(200, `${name} darf höchstens 200 Zeichen lang sein.`)
    .regex(/^[a-z0-9-]+$/, `${name}: nur Kleinbuchstaben, Ziffern und Bindestriche.`)

const list = <T extends z.ZodType>(item: T, name: string, max: number) =>
  z
    .array(item, { error: `${name} müssen eine Liste sein.` })
    .min(1, `Bitte gib mindestens einen Eintrag für ${name} an.`)
    .max(max, `Höchstens ${max} Einträge für ${name}.`)

export const RichTextBlock = z.object({
  type: z.literal('rich_text'),
  /** HTML; the server keeps only headings, paragraphs, lists, links and emphasis (sanitize-html). */
  html: z
    .string({ error: 'Der Text muss ein Text sein.' })
    .max(RICH_TEXT_MAX, `Der Text darf höchstens ${RICH_TEXT_MAX} Zeichen lang sein.`),
})

export const FaqBlock = z.object({
  type: z.literal('faq'),
  title: optionalText('Die Überschrift', 150),
  items: list(z.object({ question: text('die Frage', 300), answer: text('die Antwort', 3000) }), 'die Fragen', 50),
})

export const PersonBlock = z.object({
  type: z.literal('person'),
  name: text('den Namen', 120),
  role: optionalText('Die Funktion', 120),
  text: optionalText('Der Text', 2000),
  image_url: imageUrl('Das Foto').optional(),
  email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse an.' }).max(254).optional(),
  phone: z
    .string()
    .trim()
    .max(40, 'Die Telefonnummer darf höchstens 40 Zeichen lang sein.')
    .regex(/^\+?[0-9 ()/-]{3,}$/, 'Bitte gib eine Telefonnummer aus Ziffern an.')
    .optional(),
})

export const PartnerCardBlock = z.object({
  type: z.literal('partner_card'),
  name: text('den Namen', 120),
  text: optionalText('Der Text', 1000),
  logo_url: imageUrl('Das Logo').optional(),
  url: link('Der Link').optional(),
})

export const GalleryBlock = z.object({
  type: z.literal('gallery'),
  title: optionalText('Die Überschrift', 150),
  images: list(
    z.object({ url: imageUrl('Das Bild'), alt: text('einen Alternativtext (was das Bild zeigt)', 200) }),
    'die Bilder',
    24,
  ),
})

export const FeatureTableBlock = z
  .object({
    type: z.literal('feature_table'),
    title: optionalText('Die Überschrift', 150),
    columns: list(text('den Spaltennamen', 60), 'die Spalten', 5),
    rows: list(
      z.object({
        feature: text('die Eigenschaft', 150),
        values: z.array(z.boolean({ error: 'Jeder Wert ist ja oder nein.' })).max(5),
      }),
      'die Zeilen',
      40,
    ),
  })
  .superRefine((block, ctx) => {
    block.rows.forEach((row, index) => {
      if (row.values.length !== block.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: `Jede Zeile braucht genau ${block.columns.length} Werte, einen je Spalte.`,
        })
    })
  })

export const PricingBlock = z.object({
  type: z.literal('pricing'),
  title: optionalText('Die Überschrift', 150),
  plans: list(
    z.object({
      name: text('den Namen des Pakets', 80),
      price: text('den Preis', 40),
      period: optionalText('Der Zeitraum', 40),
      features: z.array(text('die Leistung', 150)).max(20, 'Höchstens 20 Leistungen je Paket.').default([]),
      cta_label: optionalText('Die Beschriftung des Knopfs', 40),
      cta_url: link('Der Link des Knopfs').optional(),
    }),
    'die Pakete',
    4,
  ),
})

/** The job carousel and the result list of SPEC §2: both are the job list widget (<oabat-job-list>). */
export const JobListBlock = z.object({
  type: z.literal('job_list'),
  variant: z.enum(['carousel', 'results'], { error: 'Bitte wähle Karussell oder Ergebnisliste.' }).default('results'),
  title: optionalText('Die Überschrift', 150),
  location: slug('Der Ort').optional(),
  job_type: z
    .enum(['alle', 'ausbildung', 'praktikum'], { error: 'Bitte wähle alle, ausbildung oder praktikum.' })
    .default('ausbildung'),
  radius: z.number({ error: 'Der Umkreis muss eine Zahl sein.' }).int().min(1).max(200).optional(),
  channel: slug('Der Kanal').optional(),
  category: slug('Die Kategorie').optional(),
  page_size: z.number({ error: 'Die Anzahl muss eine Zahl sein.' }).int().min(1).max(50).optional(),
})

/** The business list: the <oabat-business-list> widget. */
export const BusinessListBlock = z.object({
  type: z.literal('business_list'),
  title: optionalText('Die Überschrift', 150),
  location: slug('Der Ort').optional(),
  radius: z.number({ error: 'Der Umkreis muss eine Zahl sein.' }).int().min(1).max(200).optional(),
  channel: slug('Der Kanal').optional(),
  page_size: z.number({ error: 'Die Anzahl muss eine Zahl sein.' }).int().min(1).max(50).optional(),
})

/** The region event list: the upcoming events of a region's channel (SPEC §2 block). */
export const RegionEventsBlock = z.object({
  type: z.literal('region_events'),
  title: optionalText('Die Überschrift', 150),
  channel: slug('Der Kanal der Region').min(1, 'Bitte gib den Kanal der Region an, z. B. passau.'),
})

/** The cookie consent button: <oabat-consent mode=button>. */
export const ConsentButtonBlock = z.object({
  type: z.literal('consent_button'),
  text: optionalText('Der Text', 500),
})

/**
 * The contact form, posting to /api/contact-us: without `kind` with context `seite` and the page's
 * path; with `kind` as the form of /kontakt (with phone) or /idee, with that context and no path.
 */
export const ContactFormBlock = z.object({
  type: z.literal('contact_form'),
  title: optionalText('Die Überschrift', 150),
  intro: optionalText('Der Einleitungstext', 1000),
  // The editor's empty choice means a page's own form.
  kind: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .enum(CONTACT_PAGE_KINDS, { error: 'Das Formular ist kontakt, idee oder leer (Formular dieser Seite).' })
      .optional(),
  ),
})

/** A few chosen jobs as job cards (the job card widget, one per slug). */
export const JobCardsBlock = z.object({
  type: z.literal('job_cards'),
  title: optionalText('Die Überschrift', 150),
  jobs: list(slug('Die Stelle').min(1, 'Bitte gib die Adresse (Slug) der Stelle an.'), 'die Stellen', 12).refine(
    (jobs) => new Set(jobs).size === jobs.length,
    'Jede Stelle nur einmal, bitte.',
  ),
})

/** The schools of a region (as on /region/{slug}/schulen), each linking to /schule/{slug}. */
export const SchoolsBlock = z.object({
  type: z.literal('schools'),
  title: optionalText('Die Überschrift', 150),
  region: slug('Die Region').min(1, 'Bitte gib die Region an, z. B. passau.'),
})

/**
 * The registration form: for trainees it opens the registration dialog, for companies it leads to
 * the company registration (/arbeitgeber/registrierung).
 */
export const RegistrationBlock = z.object({
  type: z.literal('registration'),
  role: z.enum(['trainee', 'business'], { error: 'Bitte wähle trainee (Azubis) oder business (Unternehmen).' }),
  title: optionalText('Die Überschrift', 150),
  text: optionalText('Der Text', 1000),
  button_label: optionalText('Die Beschriftung des Knopfs', 40),
})

/** The article list: the newest published articles (docs/articles.md), loaded with the page on the server. */
export const ArticleListBlock = z.object({
  type: z.literal('article_list'),
  title: optionalText('Die Überschrift', 150),
  limit: z
    .number({ error: 'Die Anzahl muss eine Zahl sein.' })
    .int('Die Anzahl muss eine ganze Zahl sein.')
    .min(1, 'Mindestens ein Artikel.')
    .max(12, 'Höchstens 12 Artikel.')
    .default(3),
})

/** The slot form: the booking form of a region's sign-up slots (docs/speeddating.md), loaded in the browser. */
export const SlotFormBlock = z.object({
  type: z.literal('slot_form'),
  title: optionalText('Die Überschrift', 150),
  region: slug('Die Region').min(1, 'Bitte gib die Region an, deren Termine gebucht werden, z. B. passau.'),
})

/**
 * The campaign block: the teaser of a running campaign (docs/admin.md „Kampagnen“) — image, title,
 * text and a button whose link carries the campaign, this source and the medium `web`. Outside the
 * campaign's period the block shows nothing to visitors.
 */
export const CampaignBlock = z.object({
  type: z.literal('campaign'),
  campaign: slug('Die Kampagne').min(1, 'Bitte gib den Kurznamen der Kampagne an, z. B. herbst-2026.'),
  /** `utm_source` of the button's link; default `inhaltsseite`. */
  source: slug('Die Quelle').optional(),
})

export const ContentPageBlock = z.discriminatedUnion(
  'type',
  [
    RichTextBlock,
    FaqBlock,
    PersonBlock,
    PartnerCardBlock,
    GalleryBlock,
    FeatureTableBlock,
    PricingBlock,
    JobListBlock,
    BusinessListBlock,
    RegionEventsBlock,
    ConsentButtonBlock,
    ContactFormBlock,
    JobCardsBlock,
    SchoolsBlock,
    RegistrationBlock,
    ArticleListBlock,
    SlotFormBlock,
    CampaignBlock,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'Diesen Baustein gibt es nicht. Möglich: rich_text, faq, person, partner_card, gallery, feature_table, pricing, job_list, business_list, region_events, consent_button, contact_form, job_cards, schools, registration, article_list, slot_form, campaign.'
        : undefined,
  },
)
export type ContentPageBlock = z.infer<typeof ContentPageBlock>
export type ContentPageBlockType = ContentPageBlock['type']

/** What a version holds: everything of a page but its path, kind and owner. */
export const ContentPageContent = z.object({
  title: text('einen Titel', 120),
  description: z
    .string({ error: 'Die Beschreibung muss ein Text sein.' })
    .trim()
    .max(300, 'Die Beschreibung darf höchstens 300 Zeichen lang sein.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .default(''),
  /** A short lead under the heading; the teaser and message pages show it large. */
  intro: optionalText('Der Vorspann', 1000),
  blocks: z
    .array(ContentPageBlock, { error: 'Die Bausteine müssen eine Liste sein.' })
    .max(CONTENT_BLOCKS_MAX, `Höchstens ${CONTENT_BLOCKS_MAX} Bausteine je Seite.`)
    .default([]),
  /** Only for redirects: where the page sends its visitors (a path here or an http(s) address). */
  redirect_to: link('Das Ziel der Weiterleitung').optional(),
})
export type ContentPageContent = z.infer<typeof ContentPageContent>

/** A published page as visitors see it (placeholders of the operator's details filled in). */
export const PublishedContentPage = z.object({
  path: z.string(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  title: z.string(),
  description: z.string(),
  intro: z.string().nullable(),
  blocks: z.array(ContentPageBlock),
  redirect_to: z.string().nullable(),
  version: z.number().int(),
  published_at: z.string(),
})
export type PublishedContentPage = z.infer<typeof PublishedContentPage>

/** A page as the admin (or its region) sees it: the draft, and which version is live. */
export const AdminContentPage = z.object({
  id: z.number().int(),
  path: z.string(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  region_id: z.number().int().nullable(),
  /** The company whose custom-domain career site shows the page (its slug), or null. */
  owner_business_slug: z.string().nullable(),
  draft: ContentPageContent,
  /** The draft differs from the published version (or nothing is published yet). */
  has_unpublished_changes: z.boolean(),
  published_version: z.number().int().nullable(),
  updated_at: z.string(),
})
export type AdminContentPage = z.infer<typeof AdminContentPage>

export const ContentPageVersion = z.object({
  version: z.number().int(),
  published_at: z.string(),
  published_by: z.number().int().nullable(),
  content: ContentPageContent,
  is_live: z.boolean(),
})
export type ContentPageVersion = z.infer<typeof ContentPageVersion>
