import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { stepPath } from './profile-steps.ts'

/** Whether the logged-in account belongs to this company (its own public page). */
export function useIsOwnBusiness(slug: string): boolean {
  const { user } = useAuth()
  return user?.business?.slug === slug
}

/** „Profil bearbeiten“ on the company's own public page, where a message to itself makes no sense. */
export function OwnProfileLink({ slug, className }: { slug: string; className?: string }) {
  return (
    <Link href={stepPath(slug, 1)} className={className}>
      Profil bearbeiten
    </Link>
  )
}
