import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { AreaPage } from './area-page.tsx'
import { type OrganisationUserCalls, OrganisationUsers } from './organisation-users.tsx'

const WORDS = { ours: 'Eure Schule', toOurs: 'Eurer Schule' }

function schoolUserCalls(schoolId: number): OrganisationUserCalls {
  return {
    useList: () => useApi('schoolUsers', { params: { schoolId } }),
    invite: (body) => api('inviteSchoolUser', { params: { schoolId }, body }),
    resend: (userId) => api('resendSchoolInvitation', { params: { schoolId, userId } }),
    remove: (userId) => api('removeSchoolUser', { params: { schoolId, userId } }),
  }
}

/**
 * SPEC §2 /schule/nutzerverwaltung: the people who run the school's account — invite colleagues by
 * mail, send an open invitation again, remove someone (after confirming). As the companies'
 * Benutzerverwaltung (areas/organisation-users.tsx); docs/schools.md.
 */
export function SchoolUsersPage() {
  const { user } = useAuth()
  // The school guard ran first; this only satisfies the types.
  if (!user?.school) return null
  return (
    <AreaPage eyebrow={user.school.name} title="Nutzerverwaltung">
      <OrganisationUsers user={user} calls={schoolUserCalls(user.school.id)} words={WORDS} />
    </AreaPage>
  )
}
