import { buttonClassName, Card, Notice } from '@oabat/ui'
import { Link } from 'wouter'
import { AccountPage } from './account-page.tsx'

/**
 * SPEC §2 /arbeitgeber/einladung. oabat has no invitation call yet (no invitation code to check),
 * so the page says how joining works today instead of pretending to accept an invitation.
 */
export function EmployerInvitationPage() {
  return (
    <AccountPage
      title="Einladung für Arbeitgeber"
      canonicalPath="/arbeitgeber/einladung"
      description="Du wurdest zu oabat eingeladen? So registrierst Du Dein Unternehmen."
      intro={<p>Eine Region, eine Schule oder ein Partner hat Dich zu oabat eingeladen? Schön, dass Du da bist!</p>}
    >
      <Card className="account-section">
        <h2>So geht es weiter</h2>
        <ol className="account-steps">
          <li>Registriere Dein Unternehmen kostenlos mit Namen, Postleitzahl und Ansprechperson.</li>
          <li>Bestätige Deine E-Mail-Adresse über den Link, den wir Dir schicken.</li>
          <li>
            Liegt Dein Standort im Umkreis einer Region auf oabat, gehört Dein Unternehmen automatisch zu ihr – Du musst
            dafür nichts weiter tun.
          </li>
        </ol>
        <Notice tone="info">
          <p>
            Einladungslinks mit persönlichem Code nehmen wir hier noch nicht entgegen. Kam Deine Einladung mit einem
            Registrierungslink, nutze am besten genau diesen Link: Er trägt die Region oder das Paket schon in die
            Registrierung ein.
          </p>
        </Notice>
        <p>
          <Link href="/arbeitgeber/registrierung" className={buttonClassName({ design: 'primary', size: 'large' })}>
            Unternehmen registrieren
          </Link>
        </p>
      </Card>
    </AccountPage>
  )
}
