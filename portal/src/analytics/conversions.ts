/**
 * Conversions the portal reports to its analytics (docs/admin.md „Kampagnen“): a registration or a
 * job interest becomes an event of the visit, so it counts for the campaign the visitor came
 * through. The platform's own tables know no campaign; this is how a campaign's page knows them.
 */
export type Conversion = 'registration' | 'job_interest'

const EVENT = 'oabat:conversion'

/** Called where the conversion succeeded; PortalAnalytics records it (only with consent, like everything). */
export function reportConversion(conversion: Conversion): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<Conversion>(EVENT, { detail: conversion }))
}

/** Listens for reported conversions; returns the unsubscribe. */
export function onConversion(listener: (conversion: Conversion) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Conversion>).detail)
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}
