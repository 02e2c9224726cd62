import type { School } from '@oabat/core'
import { Button, Card } from '@oabat/ui'
import { useState } from 'react'
import { QrCode } from './qr-code.tsx'
import './school-invitation-print.css'

/**
 * SPEC §3 School trainee_invitation_link and its QR code, for the school's own users: pupils who
 * open the link (or scan the code) register with their school preset. „Drucken“ prints only this
 * card (print stylesheet), e.g. as a notice for the classroom.
 */
export function SchoolInvitationCard({ school }: { school: School }) {
  const link = school.trainee_invitation_link
  const [copied, setCopied] = useState<boolean | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Card as="section" className="school-invitation" aria-labelledby="school-invitation-title">
      <h2 id="school-invitation-title">Einladung für Deine Schülerinnen und Schüler</h2>
      <p className="school-invitation__lead">
        Mit diesem Link oder QR-Code registrieren sich Schülerinnen und Schüler bei oabat – {school.name} ist dabei
        schon eingetragen.
      </p>
      <QrCode text={link} label={`QR-Code des Einladungslinks von ${school.name}`} />
      <p className="school-invitation__link">
        <a href={link}>{link}</a>
      </p>
      <div className="school-invitation__actions">
        <Button design="primary" onClick={() => void copy()}>
          Link kopieren
        </Button>
        <Button design="secondary" onClick={() => window.print()}>
          Drucken
        </Button>
      </div>
      <p role="status" className="school-invitation__status">
        {copied === true && 'Der Link ist kopiert.'}
        {copied === false && 'Kopieren ging nicht – markiere den Link und kopiere ihn selbst.'}
      </p>
    </Card>
  )
}
