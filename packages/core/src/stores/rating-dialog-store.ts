import { atom } from 'nanostores'

/**
 * The dialog a rating asks for (SPEC §4 Ratings): the first like of a trainee who never liked a job
 * (the rating is saved after the confirmation), or the login a guest needs to keep the likes.
 */
export type RatingDialog =
  | { kind: 'first-like'; jobId: number; jobName: string; rating: number }
  | { kind: 'login'; jobName: string }
  | null

export const $ratingDialog = atom<RatingDialog>(null)

export function openRatingDialog(dialog: NonNullable<RatingDialog>): void {
  $ratingDialog.set(dialog)
}

export function closeRatingDialog(): void {
  $ratingDialog.set(null)
}
