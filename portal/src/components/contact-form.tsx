import { CONTACT_MESSAGE_MAX, type ContactContext } from '@oabat/core'
import { Button, Card, Notice, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useAuth } from '../auth/use-auth.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import './contact-form.css'

const FIELDS = ['name', 'email', 'phone', 'message']

export interface ContactFormProps {
  /** Where it was written (docs/contact.md): the contact page, the idea page or a content page's block. */
  context: ContactContext
  /** The card's accessible name. */
  label: string
  messageLabel: string
  /** The idea form asks for no phone number. */
  withPhone: boolean
  /** With context `seite`: the content page's path, so the team knows where the message came from. */
  page?: string
}

/**
 * The form to the team (POST /api/contact-us) of /kontakt, /idee and the contact form block of content
 * pages. Rendered on the server empty; sending needs the hydrated page. After sending, the server's
 * confirmation replaces it.
 */
export function ContactForm({ context, label, messageLabel, withPhone, page }: ContactFormProps) {
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
    const answer = await form.run(() => api('contactUs', { body: { context, page, ...values } }))
    if (answer) setSent(answer.value.message)
  }

  return (
    <Card as="section" className="contact-form__card" aria-label={label}>
      {sent ? (
        <Notice tone="success" title="Nachricht gesendet">
          {sent}
        </Notice>
      ) : (
        <form className="contact-form" onSubmit={onSubmit} noValidate>
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
          {withPhone && (
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
            label={messageLabel}
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            required
            value={values.message}
            onChange={(event) => set('message')(event.target.value)}
            error={form.fieldErrors.message}
          />
          <div className="contact-form__actions">
            <Button type="submit" design="primary" disabled={form.pending}>
              {form.pending ? 'Wird gesendet …' : 'Nachricht senden'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
