import type { UserRegion } from '@oabat/core'
import { useAuth } from '../auth/use-auth.ts'

/** The region of the signed-in region account (the region guard ran first; null only for the types). */
export function useOwnRegion(): (UserRegion & { channel: { slug: string } }) | null {
  const region = useAuth().user?.region
  return region?.channel ? (region as UserRegion & { channel: { slug: string } }) : null
}
