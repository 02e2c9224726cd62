/**
 * @module school-network — the company network between schools and companies' sites (SPEC §3
 * Business site network request, §4 Network request and the chat action „Netzwerk Anfrage“).
 */

/** SPEC §4 Chat action message type of a network request; previews as „Netzwerk Anfrage“. */
export const SCHOOL_NETWORK_ACTION = 'schoolBusinessSiteNetworkRequest'

/** The longest note a request may carry (our choice; SPEC names the field, not its length). */
export const NETWORK_MESSAGE_MAX = 1000

/** Who sent a request (SPEC §3 sent_by_type). */
export type NetworkSender = 'school' | 'business'

/** Where a request stands (SPEC §4: accepted true or false, open until then). */
export type NetworkRequestState = 'open' | 'accepted' | 'declined'

/** The state of a request from its `accepted` field: null is still open. */
export function networkRequestState(accepted: boolean | null): NetworkRequestState {
  if (accepted === null) return 'open'
  return accepted ? 'accepted' : 'declined'
}

/** What the chat action message points at: `school:{id}/site:{id}` (stored with the message). */
export function networkActionRef(schoolId: number, businessSiteId: number): string {
  return `school:${schoolId}/site:${businessSiteId}`
}

/** The school and site of a stored reference, or null for anything else. */
export function parseNetworkActionRef(ref: string | null): { school_id: number; business_site_id: number } | null {
  const match = ref ? /^school:(\d{1,12})\/site:(\d{1,12})$/.exec(ref) : null
  return match ? { school_id: Number(match[1]), business_site_id: Number(match[2]) } : null
}

/** The page on which an organisation keeps its network: the school's Firmennetzwerk, the company's Schulnetzwerk. */
export function networkPagePath(side: NetworkSender): string {
  return side === 'school' ? '/schule/firmennetzwerk' : '/betriebe/schulnetzwerk'
}
