/** SPEC §5 / §9: a complete business profile has more than this many main images. */
export const MIN_MAIN_IMAGES_EXCLUSIVE = 4

export type CompletenessItem =
  | 'name'
  | 'about_us'
  | 'main_images'
  | 'contact_firstname'
  | 'contact_lastname'
  | 'contact_gender'
  | 'contact_picture'

/** The checklist wording the profile editor shows, in SPEC §5 order. */
export const COMPLETENESS_LABELS: Readonly<Record<CompletenessItem, string>> = {
  name: 'Name des Unternehmens',
  about_us: 'Über uns',
  main_images: 'Mindestens 5 Titelbilder',
  contact_firstname: 'Vorname der Ansprechperson',
  contact_lastname: 'Nachname der Ansprechperson',
  contact_gender: 'Anrede der Ansprechperson',
  contact_picture: 'Foto der Ansprechperson',
}

export interface CompletenessInput {
  name: string | null | undefined
  about_us: string | null | undefined
  main_images: readonly unknown[] | null | undefined
  public_contact_person:
    | {
        firstname: string | null | undefined
        lastname: string | null | undefined
        gender: string | null | undefined
        profile_picture: unknown
      }
    | null
    | undefined
}

export interface Completeness {
  complete: boolean
  /** Every checklist item with whether it is done, in SPEC §5 order. */
  items: Array<{ key: CompletenessItem; label: string; done: boolean }>
  missing: CompletenessItem[]
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0
}

/**
 * SPEC §5: complete when the business has a name, about_us, more than 4 main images, and a
 * contact person with first name, last name, gender and picture.
 */
export function businessProfileCompleteness(business: CompletenessInput): Completeness {
  const contact = business.public_contact_person
  const done: Record<CompletenessItem, boolean> = {
    name: filled(business.name),
    about_us: filled(business.about_us),
    main_images: (business.main_images?.length ?? 0) > MIN_MAIN_IMAGES_EXCLUSIVE,
    contact_firstname: filled(contact?.firstname),
    contact_lastname: filled(contact?.lastname),
    contact_gender: filled(contact?.gender),
    contact_picture: contact?.profile_picture !== null && contact?.profile_picture !== undefined,
  }
  const keys = Object.keys(COMPLETENESS_LABELS) as CompletenessItem[]
  const missing = keys.filter((key) => !done[key])
  return {
    complete: missing.length === 0,
    items: keys.map((key) => ({ key, label: COMPLETENESS_LABELS[key], done: done[key] })),
    missing,
  }
}
