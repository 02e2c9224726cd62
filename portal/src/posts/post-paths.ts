import { businessPagePath } from '@oabat/core'

/** The slug that opens the editor for a new post. */
export const NEW_POST = 'neu'

/** SPEC §2 /betriebe/{slug}/beitraege/{postSlug}/bearbeiten; `neu` writes a new post. */
export function postEditorPath(businessSlug: string, postSlug: string = NEW_POST): string {
  return `${businessPagePath(businessSlug)}/beitraege/${encodeURIComponent(postSlug)}/bearbeiten`
}

/** SPEC §2 /beitrag/{postSlug}. */
export function postPagePath(postSlug: string): string {
  return `/beitrag/${encodeURIComponent(postSlug)}`
}
