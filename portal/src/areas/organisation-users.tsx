import type { ApiRequestError, CallOutput, User } from '@oabat/core'
import { Button, Card, Dialog, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import type { SWRResponse } from 'swr'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/** A person of a company or a school (both calls answer the same shape). */
type Person = CallOutput<'businessUsers'>['data'][number]
type InviteBody = { email: string; firstname: string | null; lastname: string | null }

/**
 * The calls of one organisation's user management: the company's (/betrieb/benutzer) or the
 * school's (/schule/nutzerverwaltung). `useList` is a hook (useApi of the organisation's list).
 */
export interface OrganisationUserCalls {
  useList: () => SWRResponse<{ data: Person[] }, ApiRequestError>
  invite: (body: InviteBody) => Promise<{ data: Person }>
  resend: (userId: number) => Promise<{ message: string }>
  remove: (userId: number) => Promise<{ message: string }>
}

/** How the texts name the organisation: „Euer Unternehmen“ / „Eure Schule“ and their dative. */
export interface OrganisationWords {
  /** „Euer Unternehmen“, „Eure Schule“ */
  ours: string
  /** „Eurem Unternehmen“, „Eurer Schule“ */
  toOurs: string
}

const INVITE_FIELDS = ['email', 'firstname', 'lastname']

function hasName(person: Person): boolean {
  return Boolean(person.firstname || person.lastname)
}

function personName(person: Person): string {
  return [person.firstname, person.lastname].filter(Boolean).join(' ') || person.email
}

/** E-mail and optional name → the organisation's invite call; the person gets the invitation mail. */
function InviteForm({
  invite,
  onStart,
  onInvited,
}: {
  invite: OrganisationUserCalls['invite']
  /** A new try: the message about the last invitation no longer applies. */
  onStart: () => void
  onInvited: (email: string) => void
}) {
  const [email, setEmail] = useState('')
  const [firstname, setFirstname] = useState('')
  const [lastname, setLastname] = useState('')
  const form = useFormAction(INVITE_FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    onStart()
    const answer = await form.run(() => invite({ email, firstname: firstname || null, lastname: lastname || null }))
    if (!answer) return
    onInvited(answer.value.data.email)
    setEmail('')
    setFirstname('')
    setLastname('')
    // The disabled button had the focus: back to the empty address, ready for the next person (the notice is a status).
    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
  }

  return (
    <form
      ref={formRef}
      className="area-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="organisation-users-invite-title"
    >
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextField
        label="E-Mail-Adresse"
        type="email"
        name="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldErrors.email}
      />
      <div className="area-form__pair">
        <TextField
          label="Vorname (optional)"
          name="firstname"
          autoComplete="off"
          maxLength={100}
          value={firstname}
          onChange={(event) => setFirstname(event.target.value)}
          error={form.fieldErrors.firstname}
        />
        <TextField
          label="Nachname (optional)"
          name="lastname"
          autoComplete="off"
          maxLength={100}
          value={lastname}
          onChange={(event) => setLastname(event.target.value)}
          error={form.fieldErrors.lastname}
        />
      </div>
      <div>
        <Button type="submit" design="primary" disabled={form.pending}>
          {form.pending ? 'Einladung wird verschickt …' : 'Einladen'}
        </Button>
      </div>
    </form>
  )
}

/** The people of a company or school: the list (resend, remove after confirming) and the invitation form. */
export function OrganisationUsers({
  user,
  calls,
  words,
}: {
  user: User
  calls: OrganisationUserCalls
  words: OrganisationWords
}) {
  const users = calls.useList()
  const [invited, setInvited] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Person | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)
  const removal = useFormAction([])
  const resend = useFormAction([])
  const [resent, setResent] = useState<string | null>(null)

  const resendInvitation = async (person: Person) => {
    setRemoved(null)
    setResent(null)
    setInvited(null)
    const answer = await resend.run(() => calls.resend(person.id))
    if (answer) setResent(answer.value.message)
  }

  const confirmRemoval = async () => {
    if (!removing) return
    const answer = await removal.run(() => calls.remove(removing.id))
    if (!answer) return
    setRemoved(personName(removing))
    setInvited(null)
    setResent(null)
    setRemoving(null)
    await users.mutate()
  }

  return (
    <div className="area-page__grid">
      <Card as="section" className="area-card" aria-labelledby="organisation-users-title">
        <h2 id="organisation-users-title">Wer {words.ours} verwaltet</h2>
        {removed && (
          <Notice tone="success">
            {removed} hat keinen Zugang mehr zu {words.toOurs}.
          </Notice>
        )}
        {resent && <Notice tone="success">{resent}</Notice>}
        {resend.formError && <Notice tone="error">{resend.formError}</Notice>}
        {users.error ? (
          <LoadError subject="Die Benutzerliste" error={users.error} onRetry={() => void users.mutate()} />
        ) : !users.data ? (
          <Skeleton lines={3} label="Benutzer werden geladen …" />
        ) : (
          <ul className="area-people">
            {users.data.data.map((person) => (
              <li key={person.id} className="area-people__item">
                <div>
                  <p className="area-people__name">
                    {personName(person)}
                    {person.id === user.id && <span className="area-card__muted"> (Du)</span>}
                  </p>
                  <p className="area-card__muted">
                    {/* Without a name the address is already the heading: not twice. */}
                    {[hasName(person) ? person.email : null, person.invitation_pending ? 'Einladung offen' : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {person.id !== user.id && (
                  <div className="area-people__actions">
                    {person.invitation_pending && (
                      <Button
                        design="primary-flat"
                        size="small"
                        disabled={resend.pending}
                        aria-label={`Einladung an ${person.email} erneut senden`}
                        onClick={() => void resendInvitation(person)}
                      >
                        Erneut senden
                      </Button>
                    )}
                    <Button
                      design="secondary-flat"
                      size="small"
                      aria-label={`${personName(person)} entfernen`}
                      onClick={() => {
                        setRemoved(null)
                        setRemoving(person)
                      }}
                    >
                      Entfernen
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" className="area-card" aria-labelledby="organisation-users-invite-title">
        <h2 id="organisation-users-invite-title">Person einladen</h2>
        <p>
          Wir schicken eine E-Mail mit einem Link, der 7 Tage gilt. Darüber legt die Person Namen und Passwort fest und
          kann danach alles verwalten, was Du auch verwalten kannst.
        </p>
        {invited && <Notice tone="success">Die Einladung an {invited} ist unterwegs.</Notice>}
        <InviteForm
          invite={calls.invite}
          onStart={() => setInvited(null)}
          onInvited={(email) => {
            setRemoved(null)
            setResent(null)
            setInvited(email)
            void users.mutate()
          }}
        />
      </Card>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Person entfernen?"
        actions={
          <>
            <Button design="flat" onClick={() => setRemoving(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={removal.pending} onClick={() => void confirmRemoval()}>
              {removal.pending ? 'Wird entfernt …' : 'Entfernen'}
            </Button>
          </>
        }
      >
        {removing?.invitation_pending ? (
          <p>
            Die Einladung an {removing.email} wird ungültig; der Link aus der E-Mail funktioniert dann nicht mehr. Ihr
            könnt die Person später neu einladen.
          </p>
        ) : (
          <p>
            {removing && personName(removing)} ({removing?.email}) kann sich danach nicht mehr anmelden und verliert den
            Zugang zu {words.toOurs}. Ihre Nachrichten und hochgeladenen Bilder bleiben erhalten. Das lässt sich nicht
            rückgängig machen; Ihr könnt die Person aber neu einladen.
          </p>
        )}
        {removal.formError && <Notice tone="error">{removal.formError}</Notice>}
      </Dialog>
    </div>
  )
}
