import { z } from 'zod'
import { CONTENT_PAGE_KINDS, CONTENT_PAGE_PATH_REFUSED, isContentPagePath } from '../rules/content-page-paths.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import {
  AdminContentPage,
  ContentPageContent,
  ContentPageVersion,
  PublishedContentPage,
} from '../schemas/content-pages.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { contentPageRoutePaths as paths } from './content-page-route-paths.ts'
import { defineRoute } from './define-route.ts'

const TAG = 'Inhaltsseiten'

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine Zahl sein.`)
    .positive(`${label} muss eine Zahl sein.`)
    .max(RECORD_ID_MAX, ID_TOO_LARGE)

const pagePath = z
  .string({ error: CONTENT_PAGE_PATH_REFUSED })
  .trim()
  .refine(isContentPagePath, CONTENT_PAGE_PATH_REFUSED)

/** A page as the admin writes it: where it lives, what kind it is, whose it is, and its draft. */
export const ContentPageInput = z
  .object({
    path: pagePath,
    kind: z.enum(CONTENT_PAGE_KINDS, {
      error: 'Bitte wähle eine Seitenart: message, generic, redirect, region_landing, region oder teaser.',
    }),
    /** The owning region (required for region pages; a region account's own region). */
    region_id: id('Die Region').nullable().optional(),
    /**
     * The company whose career site under its own domain shows the page (docs/custom-domain.md), by
     * its slug as in /betriebe/{slug}; admins only. Empty or missing: no company's.
     */
    owner_business_slug: z
      .string({ error: 'Der Betrieb muss ein Text sein.' })
      .trim()
      .max(200, 'Der Betrieb darf höchstens 200 Zeichen lang sein.')
      .transform((value) => value || null)
      .nullable()
      .optional(),
    draft: ContentPageContent,
  })
  .superRefine((page, ctx) => {
    if (page.kind === 'redirect' && !page.draft.redirect_to)
      ctx.addIssue({
        code: 'custom',
        path: ['draft', 'redirect_to'],
        message: 'Bitte gib das Ziel der Weiterleitung an.',
      })
    if (page.kind !== 'redirect' && page.draft.redirect_to)
      ctx.addIssue({ code: 'custom', path: ['draft', 'redirect_to'], message: 'Nur eine Weiterleitung hat ein Ziel.' })
    if ((page.kind === 'region' || page.kind === 'region_landing') && !page.region_id)
      ctx.addIssue({ code: 'custom', path: ['region_id'], message: 'Bitte wähle die Region der Seite.' })
    if ((page.kind === 'region' || page.kind === 'region_landing') && page.owner_business_slug)
      ctx.addIssue({
        code: 'custom',
        path: ['owner_business_slug'],
        message: 'Eine Seite einer Region gehört keinem Betrieb.',
      })
  })
export type ContentPageInput = z.infer<typeof ContentPageInput>

const pageId = z.object({ id: id('Die Seite') })

export const contentPage = defineRoute(paths.contentPage, {
  summary: 'Die veröffentlichte Inhaltsseite unter einem Pfad (z. B. /impressum)',
  tag: TAG,
  access: 'public',
  query: z.object({ path: pagePath }),
  response: dataEnvelope(PublishedContentPage),
})

export const adminContentPages = defineRoute(paths.adminContentPages, {
  summary: 'Alle Inhaltsseiten (Admin); eine Region sieht ihre eigenen',
  tag: TAG,
  access: ['admin', 'region'],
  response: dataEnvelope(z.array(AdminContentPage)),
})

export const createContentPage = defineRoute(paths.createContentPage, {
  summary: 'Inhaltsseite als Entwurf anlegen (Admin; eine Region nur Seiten ihrer Region)',
  tag: TAG,
  access: ['admin', 'region'],
  body: ContentPageInput,
  response: dataEnvelope(AdminContentPage),
  status: 201,
})

export const adminContentPage = defineRoute(paths.adminContentPage, {
  summary: 'Eine Inhaltsseite mit ihrem Entwurf (für die Vorschau)',
  tag: TAG,
  access: ['admin', 'region'],
  params: pageId,
  response: dataEnvelope(AdminContentPage),
})

export const updateContentPage = defineRoute(paths.updateContentPage, {
  summary:
    'Pfad, Art und Entwurf einer Inhaltsseite ändern; die veröffentlichte Fassung bleibt, bis veröffentlicht wird',
  tag: TAG,
  access: ['admin', 'region'],
  params: pageId,
  body: ContentPageInput,
  response: dataEnvelope(AdminContentPage),
})

export const deleteContentPage = defineRoute(paths.deleteContentPage, {
  summary: 'Inhaltsseite mit allen Fassungen löschen',
  tag: TAG,
  access: ['admin', 'region'],
  params: pageId,
  response: z.null(),
  status: 204,
})

export const publishContentPage = defineRoute(paths.publishContentPage, {
  summary: 'Den Entwurf als neue Fassung veröffentlichen',
  tag: TAG,
  access: ['admin', 'region'],
  params: pageId,
  response: dataEnvelope(AdminContentPage),
})

export const contentPageVersions = defineRoute(paths.contentPageVersions, {
  summary: 'Alle veröffentlichten Fassungen einer Seite, neueste zuerst',
  tag: TAG,
  access: ['admin', 'region'],
  params: pageId,
  response: dataEnvelope(z.array(ContentPageVersion)),
})

export const restoreContentPageVersion = defineRoute(paths.restoreContentPageVersion, {
  summary: 'Eine frühere Fassung wiederherstellen: sie wird als neue Fassung veröffentlicht',
  tag: TAG,
  access: ['admin', 'region'],
  params: z.object({ id: id('Die Seite'), version: id('Die Fassung') }),
  response: dataEnvelope(AdminContentPage),
})
