import { regionPath } from '@oabat/core'
import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { AreaPage } from './area-page.tsx'

/** SPEC §2 /region for region accounts: a welcome with the region's name and its public page. */
export function RegionAreaPage() {
  const { user } = useAuth()
  const region = user?.region
  if (!user || !region) return null
  const publicPath = regionPath(region.slug, 'start', region.is_v2)
  return (
    <AreaPage
      eyebrow="Deine Region"
      title={`Willkommen, ${user.firstname || region.name}!`}
      intro={`Hier verwaltest Du die Region ${region.name} auf oabat.`}
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="region-public-title">
          <h2 id="region-public-title">Eure Regionsseite</h2>
          <p>Betriebe, Schulen und Neuigkeiten Deiner Region auf einer Seite.</p>
          <p>
            <Link href={publicPath}>So sieht Eure Regionsseite aus</Link>
          </p>
          <p>
            <Link href="/artikel/erstellen">Artikel schreiben und zur Veröffentlichung anfragen</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="region-slots-title">
          <h2 id="region-slots-title">Anmeldung mit Terminen</h2>
          <p>
            <Link href={regionPath(region.slug, 'anmeldung_creator')}>
              Lege Termine mit Betrieben an, die Schülerinnen und Schüler buchen.
            </Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="region-domain-title">
          <h2 id="region-domain-title">Eigene Domain</h2>
          <p>
            <Link href="/region/eigene-domain">Zeigt Eure Karriereseite unter Eurer eigenen Domain.</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="region-settings-title">
          <h2 id="region-settings-title">Benachrichtigungen</h2>
          <p>
            <Link href="/region/einstellungen">Lege fest, wann wir Dir E-Mails schicken.</Link>
          </p>
        </Card>
      </div>
    </AreaPage>
  )
}
