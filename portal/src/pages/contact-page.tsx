import { CONTACT_MESSAGE_MAX, CONTACT_PAGES, type ContactPageKind } from '@oabat/core'
import { Button, Card, Notice, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useAuth } from '../auth/use-auth.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { usePageHead } from '../head/use-page-head.ts'
import './contact-page.css'

const FIELDS = ['name', 'email', 'phone', 'message']

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
  const [values, setValues] = useState({ name: '', email: '', phone: '', message: '' })
  const [sent, setSent] = useState<string | null>(null)
  const form = useFormAction(FIELDS)
  const { user } = useAuth()
  // Logged in, the address is known; filled in after hydration, since the server renders for a guest.
  useEffect(() => {
    if (user?.email) setValues((current) => (current.email ? current : { ...current, email: user.email }))
  }, [user?.email])
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() => api('contactUs', { body: { context: kind, ...values } }))
    if (answer) setSent(answer.value.message)
  }

  return (
    <div className="contact-page">
      <h1 className="contact-page__title">{page.title}</h1>
      <p className="contact-page__lead">{INTRO[kind]}</p>
      <Card as="section" className="contact-page__card" aria-label={page.title}>
        {sent ? (
          <Notice tone="success" title="Nachricht gesendet">
            {sent}
          </Notice>
        ) : (
          <form className="contact-page__form" onSubmit={onSubmit} noValidate>
            {form.formError && <Notice tone="error">{form.formError}</Notice>}
            <TextField
              label="Dein Name"
              name="name"
              autoComplete="name"
              hint="Freiwillig."
              value={values.name}
              onChange={(event) => set('name')(event.target.value)}
              error={form.fieldErrors.name}
            />
            <TextField
              label="Deine E-Mail-Adresse"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
              error={form.fieldErrors.email}
            />
            {kind === 'kontakt' && (
              <TextField
                label="Telefonnummer"
                type="tel"
                name="phone"
                autoComplete="tel"
                hint="Freiwillig, falls wir Dich anrufen sollen."
                value={values.phone}
                onChange={(event) => set('phone')(event.target.value)}
                error={form.fieldErrors.phone}
              />
            )}
            <TextAreaField
              label={MESSAGE_LABEL[kind]}
              name="message"
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX}
              required
              value={values.message}
              onChange={(event) => set('message')(event.target.value)}
              error={form.fieldErrors.message}
            />
            <div className="contact-page__actions">
              <Button type="submit" design="primary" disabled={form.pending}>
                {form.pending ? 'Wird gesendet …' : 'Nachricht senden'}
              </Button>
            </div>
          </form>
        )}
      </Card>
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
