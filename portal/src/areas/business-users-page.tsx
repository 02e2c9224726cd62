import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { AreaPage } from './area-page.tsx'
import { type OrganisationUserCalls, OrganisationUsers } from './organisation-users.tsx'

const WORDS = { ours: 'Euer Unternehmen', toOurs: 'Eurem Unternehmen' }

function businessUserCalls(businessId: number): OrganisationUserCalls {
  return {
    useList: () => useApi('businessUsers', { params: { businessId } }),
    invite: (body) => api('inviteBusinessUser', { params: { businessId }, body }),
    resend: (userId) => api('resendBusinessInvitation', { params: { businessId, userId } }),
    remove: (userId) => api('removeBusinessUser', { params: { businessId, userId } }),
  }
}

/** SPEC §2 /betrieb/benutzer (Benutzerverwaltung): the company's users, invitations and removal. */
export function BusinessUsersPage() {
  const { user } = useAuth()
  // The business guard ran first; this only satisfies the types.
  if (!user?.business) return null
  return (
    <AreaPage eyebrow={user.business.name} title="Benutzerverwaltung">
      <OrganisationUsers user={user} calls={businessUserCalls(user.business.id)} words={WORDS} />
    </AreaPage>
  )
}
