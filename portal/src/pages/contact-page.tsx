import { CONTACT_PAGES, type ContactPageKind } from '@oabat/core'
import { Link } from 'wouter'
import { ContactForm } from '../components/contact-form.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import './contact-page.css'

const INTRO: Record<ContactPageKind, string> = {
  kontakt:
    'Du hast eine Frage zu einer Ausbildung, einem Praktikum oder Deinem Konto? Schreib uns – wir antworten Dir per E-Mail.',
  idee: 'Was sollte oabat besser machen oder neu können? Wir lesen jede Idee und melden uns, wenn wir Fragen haben.',
}

const MESSAGE_LABEL: Record<ContactPageKind, string> = { kontakt: 'Deine Nachricht', idee: 'Deine Idee' }

/**
 * SPEC §2 /kontakt and /idee: a form to the team (POST /api/contact-us, receiver: the product).
 * Rendered on the server with its empty form; sending needs the hydrated page.
 */
export function ContactPage({ kind }: { kind: ContactPageKind }) {
  const page = CONTACT_PAGES[kind]
  usePageHead({ title: page.title, description: page.description, canonicalPath: page.path })

  return (
    <div className="contact-page">
      <h1 className="contact-page__title">{page.title}</h1>
      <p className="contact-page__lead">{INTRO[kind]}</p>
      <ContactForm
        context={kind}
        label={page.title}
        messageLabel={MESSAGE_LABEL[kind]}
        withPhone={kind === 'kontakt'}
      />
      <p className="contact-page__other">
        {kind === 'kontakt' ? (
          <>
            Du hast eine Idee, wie oabat besser wird? <Link href="/idee">Schick uns Deine Idee</Link>.
          </>
        ) : (
          <>
            Du hast eine Frage? <Link href="/kontakt">Zum Kontaktformular</Link>.
          </>
        )}
      </p>
    </div>
  )
}
