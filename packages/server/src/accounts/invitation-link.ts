/** The link of an invitation mail: the portal page that accepts it (SPEC §2 /arbeitgeber/einladung). */
export function invitationLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/arbeitgeber/einladung?token=${token}&email=${encodeURIComponent(email)}`
}
