import { openAuthDialog, schoolSearchPath } from '@oabat/core'
import { Button, buttonClassName, Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { AreaPage } from './area-page.tsx'

/**
 * SPEC §2 /schule for everyone but school accounts (the school guard sends business users here):
 * what oabat offers schools, with the way to register or log in.
 */
export function SchoolsEntryPage() {
  const { user } = useAuth()
  return (
    <AreaPage
      eyebrow="Für Schulen"
      title="oabat für Deine Schule"
      intro="Praktika und Ausbildungsplätze aus der Region für Deine Schülerinnen und Schüler – an einem Ort."
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="schools-board-title">
          <h2 id="schools-board-title">Schwarzes Brett</h2>
          <p>Deine Schule bekommt ein eigenes Schwarzes Brett mit Angeboten von Betrieben aus der Umgebung.</p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="schools-network-title">
          <h2 id="schools-network-title">Firmennetzwerk</h2>
          <p>Vernetze Deine Schule mit Betrieben, die Praktika und Ausbildungsplätze anbieten.</p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="schools-search-title">
          <h2 id="schools-search-title">Schulen auf oabat</h2>
          <p>
            <Link href={schoolSearchPath()}>Finde Schulen in Deiner Nähe und ihre Profile.</Link>
          </p>
        </Card>
      </div>
      {!user && (
        <div className="area-page__actions">
          <Link href="/schule/registrierung" className={buttonClassName({ design: 'primary', size: 'large' })}>
            Schule registrieren
          </Link>
          <Button design="white" size="large" onClick={() => openAuthDialog({ redirect: true })}>
            Anmelden
          </Button>
        </div>
      )}
    </AreaPage>
  )
}
