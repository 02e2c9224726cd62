/** A company user as the list shows it; the invitation is open until the address is confirmed. */
export function businessUserAnswer(row: {
  id: number
  email: string
  firstname: string | null
  lastname: string | null
  invited_at: string | null
  email_verified_at: string | null
}) {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    invitation_pending: row.invited_at !== null && row.email_verified_at === null,
  }
}
