import { z } from 'zod'
import {
  BusinessSeo,
  Embed,
  EmbedBody,
  Theme,
  ThemeBody,
  ThemeIdParams,
  WidgetTheme,
  WidgetThemeQuery,
} from '../schemas/einblick.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { defineRoute } from './define-route.ts'
import { einblickRoutePaths as paths } from './einblick-route-paths.ts'

const TAG = 'Einblick'
const BUSINESS = ['business'] as const
const idParams = ThemeIdParams

export const themes = defineRoute(paths.themes, {
  summary: 'Die Themes des eigenen Unternehmens',
  tag: TAG,
  access: BUSINESS,
  response: dataEnvelope(z.array(Theme)),
})

export const createTheme = defineRoute(paths.createTheme, {
  summary: 'Theme anlegen (Farben als #rrggbb, Schrift aus der Liste, Radius, Dichte; Kontrast nach WCAG AA geprüft)',
  tag: TAG,
  access: BUSINESS,
  body: ThemeBody,
  status: 201,
  response: dataEnvelope(Theme),
})

export const updateTheme = defineRoute(paths.updateTheme, {
  summary: 'Eigenes Theme ändern (dieselben Prüfungen wie beim Anlegen)',
  tag: TAG,
  access: BUSINESS,
  params: idParams,
  body: ThemeBody,
  response: dataEnvelope(Theme),
})

export const widgetTheme = defineRoute(paths.widgetTheme, {
  summary: 'Die CSS-Custom-Properties eines Themes für ein Widget-Element mit theme="ID" (öffentlich, cachebar)',
  tag: TAG,
  access: 'public',
  params: idParams,
  query: WidgetThemeQuery,
  response: dataEnvelope(WidgetTheme),
})

export const embeds = defineRoute(paths.embeds, {
  summary: 'Die Einbindungen (Einblick) des eigenen Unternehmens',
  tag: TAG,
  access: BUSINESS,
  response: dataEnvelope(z.array(Embed)),
})

export const embed = defineRoute(paths.embed, {
  summary: 'Eine eigene Einbindung',
  tag: TAG,
  access: BUSINESS,
  params: idParams,
  response: dataEnvelope(Embed),
})

export const createEmbed = defineRoute(paths.createEmbed, {
  summary: 'Einbindung anlegen: Stellenliste, eine Stelle oder Chat-Button, mit Theme',
  tag: TAG,
  access: BUSINESS,
  body: EmbedBody,
  status: 201,
  response: dataEnvelope(Embed),
})

export const updateEmbed = defineRoute(paths.updateEmbed, {
  summary: 'Eigene Einbindung ändern',
  tag: TAG,
  access: BUSINESS,
  params: idParams,
  body: EmbedBody,
  response: dataEnvelope(Embed),
})

export const deleteEmbed = defineRoute(paths.deleteEmbed, {
  summary:
    'Eigene Einbindung löschen (die Snippets auf fremden Seiten zeigen danach weiter die Inhalte, das Theme bleibt)',
  tag: TAG,
  access: BUSINESS,
  params: idParams,
  status: 204,
  response: z.null(),
})

export const businessSeo = defineRoute(paths.businessSeo, {
  summary:
    'SEO-Angaben einer Unternehmensseite: Titel, Beschreibung, kanonische Adresse, Open-Graph-Bild, schema.org Organization',
  tag: TAG,
  access: 'public',
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: dataEnvelope(BusinessSeo),
})
