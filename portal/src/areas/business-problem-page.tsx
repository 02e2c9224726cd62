import { homeLinkPath } from '@oabat/core'
import { buttonClassName, Notice } from '@oabat/ui'
import { Link } from 'wouter'
import { EmailConfirmation } from '../account/email-confirmation.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { AreaPage } from './area-page.tsx'

/**
 * SPEC §2 /betrieb/problem: where the default guard sends business users whose e-mail address is
 * not confirmed; they confirm it here by code (or through the link of the registration mail).
 */
export function BusinessProblemPage() {
  const { user } = useAuth()
  if (!user?.business) return null
  if (user.email_verified) {
    return (
      <AreaPage eyebrow="Dein Betrieb" title="Alles in Ordnung">
        <Notice tone="success">Deine E-Mail-Adresse ist bestätigt.</Notice>
        <p>
          <Link href={homeLinkPath(user)} className={buttonClassName({ design: 'primary' })}>
            Weiter zu Deinem Betrieb
          </Link>
        </p>
      </AreaPage>
    )
  }
  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title="Bitte bestätige Deine E-Mail-Adresse"
      intro={`Erst danach kannst Du ${user.business.name} auf oabat verwalten.`}
    >
      <EmailConfirmation user={user} />
      <p>
        Nicht Dein Konto? <Link href="/abmelden">Abmelden</Link>
      </p>
    </AreaPage>
  )
}
