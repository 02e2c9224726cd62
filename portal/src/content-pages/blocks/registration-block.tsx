import { openAuthDialog } from '@oabat/core'
import { Button, buttonClassName } from '@oabat/ui'
import { Link } from 'wouter'
import { useAuth } from '../../auth/use-auth.ts'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

const DEFAULTS = {
  trainee: { title: 'Jetzt kostenlos registrieren', label: 'Kostenlos registrieren' },
  business: { title: 'Als Unternehmen registrieren', label: 'Unternehmen registrieren' },
} as const

/**
 * The registration form with a preset role: trainees get the registration dialog of the header (it
 * keeps them on this page), companies the company registration page.
 */
export function RegistrationBlock({ block }: { block: BlockOf<'registration'> }) {
  const { user } = useAuth()
  const defaults = DEFAULTS[block.role]
  const label = block.button_label ?? defaults.label
  return (
    <div className="content-block__registration">
      <BlockTitle title={block.title ?? defaults.title} />
      {block.text ? <p>{block.text}</p> : null}
      {user ? (
        <p className="content-block__muted">Du bist schon angemeldet.</p>
      ) : block.role === 'trainee' ? (
        <Button design="primary" onClick={() => openAuthDialog({ view: 'register', redirect: false })}>
          {label}
        </Button>
      ) : (
        <Link href="/arbeitgeber/registrierung" className={buttonClassName({ design: 'primary' })}>
          {label}
        </Link>
      )}
    </div>
  )
}
