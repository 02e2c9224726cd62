import { type ArticleInput, STORAGE_KEYS } from '@oabat/core'

/** What the article editor keeps of unsaved work (SPEC §3 articleEditorCache), by article id or `new`. */
export type ArticleDraft = Required<Pick<ArticleInput, 'title' | 'slug' | 'teaser' | 'body'>> & { image_url: string }

/**
 * Unsaved work of the editors (SPEC §3 articleEditorCache): articles by id or `new`, content pages
 * as `seite-{id}` (content-pages/editor). One localStorage entry holds them all.
 */
type Cache = Record<string, unknown>

function readAll(): Cache {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.articleEditorCache) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Cache) : {}
  } catch {
    return {}
  }
}

function writeAll(cache: Cache): void {
  try {
    if (Object.keys(cache).length === 0) localStorage.removeItem(STORAGE_KEYS.articleEditorCache)
    else localStorage.setItem(STORAGE_KEYS.articleEditorCache, JSON.stringify(cache))
  } catch {
    // A full or blocked storage only loses the reload safety net, never the editing.
  }
}

export function cachedDraft<T = ArticleDraft>(key: string): T | null {
  return (readAll()[key] as T | undefined) ?? null
}

export function cacheDraft<T = ArticleDraft>(key: string, draft: T): void {
  writeAll({ ...readAll(), [key]: draft })
}

export function forgetDraft(key: string): void {
  const { [key]: _gone, ...rest } = readAll()
  writeAll(rest)
}

/** A slug from a title: lower case, umlauts spelt out, anything else a hyphen. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}
