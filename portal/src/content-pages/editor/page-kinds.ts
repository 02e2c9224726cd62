import type { ContentPageKind } from '@oabat/core'

/** The page kinds of SPEC §2 as the editor names them. */
export const KIND_LABELS: Record<ContentPageKind, string> = {
  message: 'Meldung oder Messeseite',
  generic: 'Allgemeine Seite',
  redirect: 'Weiterleitung',
  region_landing: 'Startseite einer Region',
  region: 'Regionsseite',
  teaser: 'Teaserseite',
}
