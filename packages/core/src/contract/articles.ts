import { z } from 'zod'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { ARTICLE_STATUSES, Article, ArticleInput, ArticleSummary } from '../schemas/articles.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { articleRoutePaths as paths } from './article-route-paths.ts'
import { defineRoute } from './define-route.ts'

const TAG = 'Artikel'
const AUTHORS = ['admin', 'business', 'region'] as const

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine Zahl sein.`)
    .positive(`${label} muss eine Zahl sein.`)
    .max(RECORD_ID_MAX, ID_TOO_LARGE)

const articleId = z.object({ id: id('Der Artikel') })

/** The newest published articles: the article list block and the news feed. */
export const ARTICLE_LIST_MAX = 24

export const articles = defineRoute(paths.articles, {
  summary: 'Die neuesten veröffentlichten Artikel',
  tag: TAG,
  access: 'public',
  query: z.object({
    limit: z.coerce
      .number({ error: 'Die Anzahl muss eine Zahl sein.' })
      .int('Die Anzahl muss eine Zahl sein.')
      .min(1, 'Mindestens ein Artikel.')
      .max(ARTICLE_LIST_MAX, `Höchstens ${ARTICLE_LIST_MAX} Artikel.`)
      .optional(),
  }),
  response: dataEnvelope(z.array(ArticleSummary)),
})

export const article = defineRoute(paths.article, {
  summary: 'Ein veröffentlichter Artikel',
  tag: TAG,
  access: 'public',
  params: z.object({ slug: z.string().max(200) }),
  response: dataEnvelope(Article),
})

export const adminArticles = defineRoute(paths.adminArticles, {
  summary: 'Alle Artikel (Admin) oder die eigenen (Unternehmen, Region), wahlweise nach Status',
  tag: TAG,
  access: AUTHORS,
  query: z.object({
    status: z.enum(ARTICLE_STATUSES, { error: 'Der Status ist draft, requested oder published.' }).optional(),
  }),
  response: dataEnvelope(z.array(ArticleSummary)),
})

export const createArticle = defineRoute(paths.createArticle, {
  summary: 'Einen Artikel als Entwurf anlegen',
  tag: TAG,
  access: AUTHORS,
  body: ArticleInput,
  response: dataEnvelope(Article),
  status: 201,
})

export const adminArticle = defineRoute(paths.adminArticle, {
  summary: 'Ein Artikel mit seinem Entwurf (Bearbeiten und Vorschau)',
  tag: TAG,
  access: AUTHORS,
  params: articleId,
  response: dataEnvelope(Article),
})

export const updateArticle = defineRoute(paths.updateArticle, {
  summary: 'Einen Artikel ändern (Autoren nur ihre Entwürfe, der Admin jeden)',
  tag: TAG,
  access: AUTHORS,
  params: articleId,
  body: ArticleInput,
  response: dataEnvelope(Article),
})

export const deleteArticle = defineRoute(paths.deleteArticle, {
  summary: 'Einen Artikel löschen (Autoren nur ihre Entwürfe)',
  tag: TAG,
  access: AUTHORS,
  params: articleId,
  response: z.null(),
  status: 204,
})

export const requestArticlePublication = defineRoute(paths.requestArticlePublication, {
  summary: 'Die Veröffentlichung beim oabat Team anfragen (Chat-Nachricht „Artikel zur Veröffentlichung angefragt“)',
  tag: TAG,
  access: ['business', 'region'],
  params: articleId,
  response: dataEnvelope(Article),
})

export const publishArticle = defineRoute(paths.publishArticle, {
  summary: 'Einen Artikel veröffentlichen (nur Admin)',
  tag: TAG,
  access: 'admin',
  params: articleId,
  response: dataEnvelope(Article),
})

export const unpublishArticle = defineRoute(paths.unpublishArticle, {
  summary: 'Einen Artikel zurückziehen: er wird wieder ein Entwurf (nur Admin)',
  tag: TAG,
  access: 'admin',
  params: articleId,
  response: dataEnvelope(Article),
})

export const articleOfRequest = defineRoute(paths.articleOfRequest, {
  summary: 'Der Artikel einer Veröffentlichungsanfrage im Chat (nur Admin)',
  tag: TAG,
  access: 'admin',
  params: z.object({ messageId: id('Die Nachricht') }),
  response: dataEnvelope(Article),
})
