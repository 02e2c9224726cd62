import type { CallOutput } from '@oabat/core'

/** The business as GET /api/v2/business/{slug} answers its own company (with completeness). */
export type ProfileBusiness = CallOutput<'business'>['data']

/** What every step of the editor receives. */
export interface StepProps {
  business: ProfileBusiness
  /** After a save: the new business answer, or nothing to reload it. */
  onSaved: (business?: ProfileBusiness) => void
  /** Tells the page whether the step holds unsaved changes. */
  onDirty: (dirty: boolean) => void
  /** Goes to the next step (after „Speichern und weiter“). */
  onNext: (() => void) | null
}
