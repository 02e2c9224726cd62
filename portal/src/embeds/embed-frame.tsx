import { Notice } from '@oabat/ui'
import { type ReactNode, useEffect } from 'react'
import { useSearch } from 'wouter'
import { useEmbedTheme } from './embed-theme.ts'
import './embeds.css'

/**
 * Every link inside an embed opens the portal in a new tab (the iframe stays as it is on the host
 * site): a `<base target="_blank">` while the embed is shown; it reaches into the widgets' shadow
 * roots too, since they belong to this document.
 */
function useLinksInNewTab() {
  useEffect(() => {
    const base = document.createElement('base')
    base.target = '_blank'
    document.head.prepend(base)
    return () => base.remove()
  }, [])
}

export interface EmbedFrameProps {
  /** The heading above the content; visually hidden when the host shows its own. */
  title: string
  children: ReactNode
  /** The company the embed shows; a `?theme=` of another company is not applied. */
  businessSlug?: string
}

/** The frame of an embed: its heading, the content, and a small link to the portal. */
export function EmbedFrame({ title, children, businessSlug }: EmbedFrameProps) {
  useLinksInNewTab()
  const themeStyle = useEmbedTheme(useSearch(), businessSlug)
  return (
    <div className="embed-frame" style={themeStyle}>
      <h1 className="embed-frame__title">{title}</h1>
      {children}
      <p className="embed-frame__brand">
        <a href="/" rel="noopener">
          Mehr auf oabat<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </p>
    </div>
  )
}

/** A wrong query parameter: the German message, in place of the list. */
export function EmbedParameterError({ message }: { message: string }) {
  return (
    <Notice tone="error" title="Dieser Einbettungslink ist fehlerhaft.">
      {message}
    </Notice>
  )
}
