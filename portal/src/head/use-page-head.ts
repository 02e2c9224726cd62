import { pageTitle } from '@oabat/core'
import { useEffect } from 'react'

export interface PageHeadInput {
  /** The page's own title; the SPEC §1 rule adds the brand. Null means the default title. */
  title: string | null
  description: string
  /** Path of the canonical URL; null for pages that should not be indexed (not found). */
  canonicalPath: string | null
}

// The head the server sent belongs to the first URL; JSON-LD is dropped as soon as the route changes.
const initialPath = typeof location === 'undefined' ? '' : location.pathname

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector)
  if (existing) return existing
  const element = create()
  element.setAttribute('data-page-head', '')
  document.head.append(element)
  return element
}

function meta(attribute: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attribute}="${key}"]`
  if (content === null) {
    document.head.querySelector(selector)?.remove()
    return
  }
  headElement(selector, () => {
    const element = document.createElement('meta')
    element.setAttribute(attribute, key)
    return element
  }).content = content
}

/** Keeps document.title, meta description and canonical link in step with the page (SPEC §1 title rule). */
export function usePageHead({ title, description, canonicalPath }: PageHeadInput): void {
  useEffect(() => {
    const fullTitle = pageTitle(title)
    document.title = fullTitle
    meta('name', 'description', description)
    meta('property', 'og:title', fullTitle)
    meta('property', 'og:description', description)
    const canonical = canonicalPath === null ? null : new URL(canonicalPath, location.origin).toString()
    meta('property', 'og:url', canonical)
    meta('name', 'robots', canonicalPath === null ? 'noindex' : null)
    if (canonical) {
      headElement('link[rel="canonical"]', () => {
        const link = document.createElement('link')
        link.rel = 'canonical'
        return link
      }).href = canonical
    } else {
      document.head.querySelector('link[rel="canonical"]')?.remove()
    }
    if (location.pathname !== initialPath) {
      for (const script of document.head.querySelectorAll('script[type="application/ld+json"][data-page-head]')) {
        script.remove()
      }
    }
  }, [title, description, canonicalPath])
}
