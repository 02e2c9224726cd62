import type { Campaign } from '@oabat/core/contract'
import { roleLabel } from '../admin/broadcast-roles.ts'

/** Whom a campaign is for, as the admin pages say it: „Unternehmen im Kanal „Passau““, or „Alle“. */
export function targetText(campaign: Pick<Campaign, 'target_role' | 'target_channel'>): string {
  if (!campaign.target_role) return 'Alle'
  const channel = campaign.target_channel ? ` im Kanal „${campaign.target_channel.name}“` : ''
  return `${roleLabel(campaign.target_role)}${channel}`
}
