import { z } from 'zod'
import { containsMarkup, isHttpUrl, MARKUP_REFUSED, URL_REFUSED } from '../rules/shown-text.ts'
import { RICH_TEXT_MAX } from './content-pages.ts'

/**
 * Articles (SPEC §2 /admin/artikel, /artikel/vorschau, the article list block; docs/articles.md): a
 * company, a region or the team writes one; a company or region asks for publication, the team publishes.
 */

export const ARTICLE_STATUSES = ['draft', 'requested', 'published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const ARTICLE_STATUS_LABELS: Readonly<Record<ArticleStatus, string>> = {
  draft: 'Entwurf',
  requested: 'Veröffentlichung angefragt',
  published: 'Veröffentlicht',
}

/** Who wrote an article: a company, a region or the oabat team (admin). */
export const ARTICLE_AUTHOR_KINDS = ['business', 'region', 'admin'] as const
export type ArticleAuthorKind = (typeof ARTICLE_AUTHOR_KINDS)[number]

/** How many of the newest articles the news feed (Neuigkeiten) shows above the posts. */
export const NEWS_FEED_ARTICLES = 6

export const ARTICLE_SLUG_REFUSED = 'Die Adresse (Slug): nur Kleinbuchstaben, Ziffern und einzelne Bindestriche.'

/** An article's address: /artikel/{slug}. */
export function isArticleSlug(value: string): boolean {
  return (
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120 && value !== 'vorschau' && value !== 'erstellen'
  )
}

const plain = (name: string, max: number) =>
  z
    .string({ error: `${name} muss ein Text sein.` })
    .trim()
    .max(max, `${name} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)

/** An article as its author writes it; the body is HTML that the server sanitises on saving. */
export const ArticleInput = z.object({
  title: plain('Der Titel', 120).min(1, 'Bitte gib einen Titel an.'),
  slug: z.string({ error: ARTICLE_SLUG_REFUSED }).trim().refine(isArticleSlug, ARTICLE_SLUG_REFUSED),
  teaser: plain('Der Anreißer', 300).default(''),
  image_url: z
    .string({ error: 'Das Bild muss eine Adresse sein.' })
    .trim()
    .max(500, 'Das Bild darf höchstens 500 Zeichen lang sein.')
    .refine((value) => value === '' || isHttpUrl(value) || /^\/api\/[^\s\\]*$/.test(value), URL_REFUSED)
    .nullable()
    .optional(),
  body: z
    .string({ error: 'Der Text muss ein Text sein.' })
    .max(RICH_TEXT_MAX, `Der Text darf höchstens ${RICH_TEXT_MAX} Zeichen lang sein.`),
})
export type ArticleInput = z.infer<typeof ArticleInput>

/** An article in lists and cards: everything but the body. */
export const ArticleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  image_url: z.string().nullable(),
  /** The company's or region's name, or „oabat Team“. */
  author_name: z.string(),
  author_kind: z.enum(ARTICLE_AUTHOR_KINDS),
  status: z.enum(ARTICLE_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
})
export type ArticleSummary = z.infer<typeof ArticleSummary>

/** A whole article: the summary and its sanitised HTML body. */
export const Article = ArticleSummary.extend({ body: z.string() })
export type Article = z.infer<typeof Article>
