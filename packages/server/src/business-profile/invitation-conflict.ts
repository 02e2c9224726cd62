/** The account that already holds an invited address, as far as the inviting company may learn about it. */
export interface TakenAccount {
  business_id: number | null
  invited_at: string | null
  email_verified_at: string | null
}

/**
 * Why an address cannot be invited: a colleague still to accept is pointed to „Erneut senden“, an active
 * colleague is named as such; any other account stays a plain „taken“ (nothing about foreign accounts).
 */
export function alreadyTakenMessage(taken: TakenAccount, businessId: number): string {
  if (taken.business_id === businessId) {
    return taken.invited_at !== null && taken.email_verified_at === null
      ? 'Diese Person ist schon eingeladen. Mit „Erneut senden“ bekommt sie einen neuen Link.'
      : 'Diese Person verwaltet Euer Unternehmen schon mit.'
  }
  return 'Für diese E-Mail-Adresse gibt es schon ein Konto.'
}
