import type { BroadcastRole } from '@oabat/core/contract'

/** The groups a message of the oabat team (or a campaign) can reach, as the admin pages name them. */
export const BROADCAST_ROLE_OPTIONS: Array<{ value: BroadcastRole; label: string }> = [
  { value: 'businesses', label: 'Unternehmen' },
  { value: 'schools', label: 'Schulen' },
  { value: 'regions', label: 'Regionen' },
  { value: 'trainees', label: 'Auszubildende' },
]

export const roleLabel = (role: BroadcastRole) => BROADCAST_ROLE_OPTIONS.find((r) => r.value === role)?.label ?? role

/** How many accounts receive a message, as a sentence. */
export function receiversText(count: number): string {
  return count === 1
    ? '1 Konto bekommt diese Nachricht.'
    : `${count.toLocaleString('de-DE')} Konten bekommen diese Nachricht.`
}
