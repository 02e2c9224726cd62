import { ApiRequestError, type CallOutput, openAuthDialog } from '@oabat/core'
import { Button, buttonClassName, Card, Notice } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { accountLabel } from '../auth/display-name.ts'
import { completeLogin, logout } from '../auth/session.ts'
import { useAuth } from '../auth/use-auth.ts'
import { Skeleton } from '../components/skeleton.tsx'
import { NameFields } from '../forms/name-fields.tsx'
import { NewPasswordFields, passwordMismatch } from '../forms/new-password-fields.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { AccountPage } from './account-page.tsx'

type Invitation = CallOutput<'invitation'>['data']

const FIELDS = ['firstname', 'lastname', 'password', 'password_confirmation']

/** Name and password for the invited person → POST /api/auth/invitation/accept, which logs in. */
function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const [firstname, setFirstname] = useState(invitation.firstname ?? '')
  const [lastname, setLastname] = useState(invitation.lastname ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const form = useFormAction(FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const mismatch = passwordMismatch(password, confirmation)
    if (mismatch) {
      form.setFieldErrors(mismatch)
      return
    }
    const answer = await form.run(() =>
      api('acceptInvitation', {
        body: {
          token,
          email: invitation.email,
          firstname,
          lastname,
          password,
          password_confirmation: confirmation,
        },
      }),
    )
    // The area is the home of the account (homeLinkPath → /betrieb or /schule).
    if (answer) await completeLogin(answer.value, { redirect: true })
  }

  return (
    <Card className="account-section">
      <form ref={formRef} className="account-form" onSubmit={onSubmit} noValidate>
        <p className="account-section__text">
          Du wurdest eingeladen, <strong>{invitation.organisation_name}</strong> auf oabat mitzuverwalten. Lege Deinen
          Namen und ein Passwort fest, dann bist Du gleich angemeldet.
        </p>
        <p className="account-section__text">
          Deine E-Mail-Adresse: <strong>{invitation.email}</strong>
        </p>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {(form.fieldErrors.token ?? form.fieldErrors.email) && (
          <Notice tone="error">{form.fieldErrors.token ?? form.fieldErrors.email}</Notice>
        )}
        <div className="account-form__grid">
          <NameFields
            autoFocus
            firstname={firstname}
            lastname={lastname}
            onFirstname={setFirstname}
            onLastname={setLastname}
            errors={form.fieldErrors}
          />
        </div>
        <NewPasswordFields
          label="Passwort"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={form.fieldErrors}
        />
        <Button type="submit" design="primary" size="large" block disabled={form.pending}>
          {form.pending ? 'Wird gespeichert …' : 'Einladung annehmen'}
        </Button>
      </form>
    </Card>
  )
}

/** The title of a refused link by the server's status (docs/portal-accounts.md „Invitation links“). */
const REFUSAL_TITLES: Record<number, string> = {
  404: 'Diese Einladung kennen wir nicht',
  409: 'Die Einladung wurde schon angenommen',
  410: 'Die Einladung gilt nicht mehr',
  422: 'Der Einladungslink ist unvollständig',
}

/** What a refused or failed check says: the server's reason, and the one way on that fits it. */
function InvitationRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : 0
  // A refused link (4xx) says why; trying again only helps when the server or the connection failed.
  const refused = status >= 400 && status < 500
  const reason =
    error instanceof ApiRequestError && refused
      ? (error.fieldErrors.token?.[0] ?? error.fieldErrors.email?.[0] ?? error.message)
      : error.message
  return (
    <Card className="account-section">
      <Notice
        tone={status === 409 ? 'info' : 'error'}
        title={REFUSAL_TITLES[status] ?? 'Die Einladung lässt sich nicht öffnen'}
      >
        <p>{reason}</p>
      </Notice>
      {status === 409 ? (
        <div className="account-form__actions">
          <Button design="primary" onClick={() => openAuthDialog({ redirect: true })}>
            Anmelden
          </Button>
          <Link href="/passwort-zuruecksetzen">Passwort vergessen?</Link>
        </div>
      ) : status === 410 ? (
        <p className="account-section__text">
          Einladungen gelten 7 Tage. Wer in Deinem Unternehmen oder Deiner Schule oabat verwaltet, kann sie Dir unter
          „Benutzer“ bzw. „Nutzerverwaltung“ mit „Erneut senden“ noch einmal schicken.
        </p>
      ) : refused ? (
        <p className="account-section__text">
          Hast Du die Einladung schon angenommen? Dann melde Dich mit Deiner E-Mail-Adresse und Deinem Passwort an, oder{' '}
          <Link href="/passwort-zuruecksetzen">setze Dein Passwort zurück</Link>.
        </p>
      ) : (
        <div className="account-form__actions">
          <Button design="secondary" onClick={onRetry}>
            Erneut versuchen
          </Button>
        </div>
      )}
    </Card>
  )
}

/**
 * With ?token (and &email): checks the link (POST /api/auth/invitation) and offers the form or says
 * what is wrong — unknown, expired or replaced, already accepted, or missing its address.
 */
function InvitationFromLink({ token, email }: { token: string; email: string | null }) {
  const { user } = useAuth()
  const invitation = useApi(
    'invitation',
    { body: email ? { token, email } : { token } },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )

  // The invited person opens the link again after accepting: nothing left to do but go to the company.
  if (user && email && user.email.toLowerCase() === email.toLowerCase()) {
    return (
      <Card className="account-section">
        <Notice tone="success" title="Du hast die Einladung angenommen.">
          <p>
            Du bist angemeldet und kannst {user.school?.name ?? user.business?.name ?? 'Euer Unternehmen'} jetzt
            mitverwalten.
          </p>
        </Notice>
        <p>
          <Link href={user.school ? '/schule' : '/betrieb'} className={buttonClassName({ design: 'primary' })}>
            {user.school ? 'Zur Startseite Eurer Schule' : 'Zur Startseite Eures Unternehmens'}
          </Link>
        </p>
      </Card>
    )
  }
  // Accepting logs in as the invited person; someone else logged in on this browser logs out first.
  if (user && email) {
    return (
      <Card className="account-section">
        <Notice tone="info" title={`Du bist angemeldet als ${accountLabel(user)}.`}>
          <p>Diese Einladung ist für {email}. Melde Dich ab, um sie anzunehmen.</p>
        </Notice>
        <div className="account-form__actions">
          <Button design="primary" onClick={() => void logout({ redirectTo: null })}>
            Abmelden und Einladung annehmen
          </Button>
        </div>
      </Card>
    )
  }
  if (invitation.error) return <InvitationRefused error={invitation.error} onRetry={() => void invitation.mutate()} />
  if (!invitation.data) return <Skeleton lines={4} label="Die Einladung wird geprüft …" />
  return <AcceptForm token={token} invitation={invitation.data.data} />
}

/** Without a link: how joining oabat as a company works. */
function InvitationHelp() {
  return (
    <Card className="account-section">
      <h2>So geht es weiter</h2>
      <ol className="account-steps">
        <li>
          Hat Dich jemand aus Deinem Unternehmen eingeladen, öffne den Link aus der E-Mail „Einladung zu …“. Dort legst
          Du Namen und Passwort fest.
        </li>
        <li>
          Ist Dein Unternehmen noch nicht auf oabat, registriere es kostenlos mit Namen, Postleitzahl und
          Ansprechperson.
        </li>
        <li>
          Liegt Dein Standort im Umkreis einer Region auf oabat, gehört Dein Unternehmen automatisch zu ihr – Du musst
          dafür nichts weiter tun.
        </li>
      </ol>
      <p>
        <Link href="/arbeitgeber/registrierung" className={buttonClassName({ design: 'primary', size: 'large' })}>
          Unternehmen registrieren
        </Link>
      </p>
    </Card>
  )
}

/**
 * SPEC §2 /arbeitgeber/einladung. With ?token&email from the invitation mail of
 * POST /api/business/{id}/users: name and password, then logged in and on to /betrieb; a link the
 * server refuses says why. Without a token: how joining works.
 */
export function EmployerInvitationPage() {
  const [query] = useSearchParams()
  const token = query.get('token')
  const email = query.get('email')
  const fromLink = Boolean(token)
  return (
    <AccountPage
      title="Einladung für Arbeitgeber"
      canonicalPath="/arbeitgeber/einladung"
      description="Du wurdest zu oabat eingeladen? So geht es weiter."
      narrow={fromLink}
      intro={fromLink ? undefined : <p>Du wurdest zu oabat eingeladen? Schön, dass Du da bist!</p>}
    >
      {token ? <InvitationFromLink token={token} email={email} /> : <InvitationHelp />}
    </AccountPage>
  )
}
