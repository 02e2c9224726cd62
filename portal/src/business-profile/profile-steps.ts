import type { CompletenessItem } from '@oabat/core'

/** The steps of /betriebe/{slug}/bearbeiten (query `step`, default 1), in order. */
export const PROFILE_STEPS = [
  { key: 'name', title: 'Name und Motto' },
  { key: 'about', title: 'Über uns' },
  { key: 'images', title: 'Bilder' },
  { key: 'logo', title: 'Logo' },
  { key: 'video', title: 'Video' },
  { key: 'contact', title: 'Ansprechperson' },
  { key: 'activities', title: 'Aktivitäten' },
] as const

export type ProfileStepKey = (typeof PROFILE_STEPS)[number]['key']

/** The step number (1-based) where a checklist item of SPEC §5 is filled in. */
export const STEP_OF_ITEM: Readonly<Record<CompletenessItem, number>> = {
  name: 1,
  about_us: 2,
  main_images: 3,
  contact_firstname: 6,
  contact_lastname: 6,
  contact_gender: 6,
  contact_picture: 6,
}

/** `?step=` as a valid step number: anything unknown is step 1. */
export function stepFromQuery(value: string | null): number {
  const step = Number(value)
  return Number.isInteger(step) && step >= 1 && step <= PROFILE_STEPS.length ? step : 1
}

export function stepPath(slug: string, step: number): string {
  return `/betriebe/${encodeURIComponent(slug)}/bearbeiten?step=${step}`
}
