import { $registrationSchool, presetRegistrationSchool, showAuthDialogView } from '@oabat/core'
import { Button, CheckboxField, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { reportConversion } from '../analytics/conversions.ts'
import { api } from '../api/api-client.ts'
import { NameFields } from '../forms/name-fields.tsx'
import { PASSWORD_HINT } from '../forms/password-hint.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { useStore } from '../state/use-store.ts'
import { completeLogin } from './session.ts'
import { SocialLoginButtons } from './social-login-buttons.tsx'

type Mode = 'email' | 'phone'
type Step = 'identifier' | 'code' | 'details'

const MODE_WORDS: Record<Mode, { label: string; existing: string }> = {
  email: { label: 'E-Mail-Adresse', existing: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto.' },
  phone: { label: 'Handynummer', existing: 'Zu dieser Handynummer gibt es schon ein Konto.' },
}

/**
 * SPEC §7 trainee registration with a one-time code: check the address, send the code (by e-mail
 * or SMS), check the code, then the personal data; the last call creates the account and logs in.
 */
export function TraineeRegistration({ redirect }: { redirect: boolean }) {
  const [step, setStep] = useState<Step>('identifier')
  const [mode, setMode] = useState<Mode>('email')
  const [identifier, setIdentifier] = useState('')
  const [code, setCode] = useState('')
  const [sentMessage, setSentMessage] = useState('')

  if (step === 'identifier') {
    return (
      <IdentifierStep
        redirect={redirect}
        mode={mode}
        identifier={identifier}
        onChange={(nextMode, nextIdentifier) => {
          setMode(nextMode)
          setIdentifier(nextIdentifier)
        }}
        onSent={(message) => {
          setSentMessage(message)
          setCode('')
          setStep('code')
        }}
      />
    )
  }
  if (step === 'code') {
    return (
      <CodeStep
        mode={mode}
        identifier={identifier}
        code={code}
        sentMessage={sentMessage}
        onCode={setCode}
        onBack={() => setStep('identifier')}
        onValid={() => setStep('details')}
      />
    )
  }
  return (
    <DetailsStep
      mode={mode}
      identifier={identifier}
      code={code}
      redirect={redirect}
      onNewCode={() => {
        setCode('')
        setStep('code')
      }}
    />
  )
}

function StepLabel({ number }: { number: 1 | 2 | 3 }) {
  return <p className="auth-form__step">Schritt {number} von 3</p>
}

interface IdentifierStepProps {
  redirect: boolean
  mode: Mode
  identifier: string
  onChange: (mode: Mode, identifier: string) => void
  onSent: (message: string) => void
}

function IdentifierStep({ redirect, mode, identifier, onChange, onSent }: IdentifierStepProps) {
  const form = useFormAction(['identifier', 'mode'])
  const [exists, setExists] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setExists(false)
    const answer = await form.run(async () => {
      const check = await api('authCheck', { body: { mode, identifier } })
      if (check.data.exists) return null
      return (await api('sendOtp', { body: { mode, identifier } })).message
    })
    if (!answer) return
    if (answer.value === null) setExists(true)
    else onSent(answer.value)
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <StepLabel number={1} />
      <p className="auth-form__intro">
        Wir schicken Dir einen Code, damit wir wissen, dass die Adresse wirklich Dir gehört.
      </p>
      <fieldset className="auth-form__choice">
        <legend>Code erhalten per</legend>
        {(['email', 'phone'] as const).map((option) => (
          <label key={option} className="auth-form__choice-option">
            <input
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option, '')}
            />
            {option === 'email' ? 'E-Mail' : 'SMS'}
          </label>
        ))}
      </fieldset>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {exists && (
        <Notice tone="info" title={MODE_WORDS[mode].existing}>
          <p>Melde Dich einfach mit Deinem Passwort an.</p>
          <Button design="primary-flat" size="small" onClick={() => showAuthDialogView('login')}>
            Zur Anmeldung
          </Button>
        </Notice>
      )}
      <TextField
        key={mode}
        label={MODE_WORDS[mode].label}
        type={mode === 'email' ? 'email' : 'tel'}
        name={mode === 'email' ? 'email' : 'phone'}
        autoComplete={mode === 'email' ? 'email' : 'tel'}
        hint={mode === 'phone' ? 'Zum Beispiel 0151 2345678.' : undefined}
        required
        autoFocus
        value={identifier}
        onChange={(event) => onChange(mode, event.target.value)}
        error={form.fieldErrors.identifier}
      />
      <Button type="submit" design="primary" size="large" block disabled={form.pending}>
        {form.pending ? 'Code wird gesendet …' : 'Code senden'}
      </Button>
      <SocialLoginButtons redirect={redirect} verb="registrieren" />
      <p className="auth-form__switch">
        Schon registriert?{' '}
        <button type="button" className="auth-form__link" onClick={() => showAuthDialogView('login')}>
          Anmelden
        </button>
      </p>
    </form>
  )
}

interface CodeStepProps {
  mode: Mode
  identifier: string
  code: string
  sentMessage: string
  onCode: (code: string) => void
  onBack: () => void
  onValid: () => void
}

function CodeStep({ mode, identifier, code, sentMessage, onCode, onBack, onValid }: CodeStepProps) {
  const form = useFormAction(['code'])
  const resend = useFormAction([])
  const [resent, setResent] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() => api('verifyOtp', { body: { mode, identifier, code } }))
    if (answer) onValid()
  }

  const onResend = async () => {
    setResent(null)
    const answer = await resend.run(() => api('sendOtp', { body: { mode, identifier } }))
    if (answer) setResent(answer.value.message)
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <StepLabel number={2} />
      <Notice tone="info">
        <p>
          {sentMessage} Gesendet an <strong>{identifier}</strong>.
        </p>
      </Notice>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {resend.formError && <Notice tone="error">{resend.formError}</Notice>}
      {resent && <Notice tone="success">{resent}</Notice>}
      <TextField
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]{6}"
        hint="Die 6 Ziffern aus der Nachricht."
        required
        autoFocus
        value={code}
        onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        error={form.fieldErrors.code}
      />
      <Button type="submit" design="primary" size="large" block disabled={form.pending}>
        {form.pending ? 'Code wird geprüft …' : 'Weiter'}
      </Button>
      <div className="auth-form__row">
        <button type="button" className="auth-form__link" onClick={onResend} disabled={resend.pending}>
          Code erneut senden
        </button>
        <button type="button" className="auth-form__link" onClick={onBack}>
          {mode === 'email' ? 'E-Mail-Adresse ändern' : 'Handynummer ändern'}
        </button>
      </div>
    </form>
  )
}

interface DetailsStepProps {
  mode: Mode
  identifier: string
  code: string
  redirect: boolean
  onNewCode: () => void
}

const DETAIL_FIELDS = ['firstname', 'lastname', 'birthdate', 'email', 'password', 'phone_number', 'school']

function DetailsStep({ mode, identifier, code, redirect, onNewCode }: DetailsStepProps) {
  const [values, setValues] = useState({
    firstname: '',
    lastname: '',
    birthdate: '',
    email: mode === 'email' ? identifier : '',
    password: '',
    newsletter: false,
  })
  const form = useFormAction(DETAIL_FIELDS)
  // The school of the invitation link the pupil came through (schools/school-invitation-page.tsx).
  const school = useStore($registrationSchool)
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues({ ...values, [field]: value })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('registerTrainee', {
        body: {
          email: values.email,
          password: values.password,
          firstname: values.firstname,
          lastname: values.lastname,
          birthdate: values.birthdate,
          code,
          phone_number: mode === 'phone' ? identifier : null,
          newsletter_confirmed: values.newsletter,
          register_by_phone: mode === 'phone',
          school: school?.slug ?? null,
        },
      }),
    )
    if (!answer) return
    reportConversion('registration')
    presetRegistrationSchool(null)
    await completeLogin(answer.value, { redirect, afterRegistration: true })
  }

  const codeError = form.fieldErrors.code
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <StepLabel number={3} />
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {codeError && (
        <Notice tone="error" title={codeError}>
          <Button design="primary-flat" size="small" onClick={onNewCode}>
            Neuen Code anfordern
          </Button>
        </Notice>
      )}
      <div className="auth-form__pair">
        <NameFields
          autoFocus
          firstname={values.firstname}
          lastname={values.lastname}
          onFirstname={set('firstname')}
          onLastname={set('lastname')}
          errors={form.fieldErrors}
        />
      </div>
      <TextField
        label="Geburtsdatum"
        type="date"
        name="birthdate"
        autoComplete="bday"
        required
        value={values.birthdate}
        onChange={(event) => set('birthdate')(event.target.value)}
        error={form.fieldErrors.birthdate}
      />
      {mode === 'email' ? (
        <p className="auth-form__fixed">
          E-Mail-Adresse: <strong>{identifier}</strong>
          {form.fieldErrors.email && <span className="auth-form__fixed-error">{form.fieldErrors.email}</span>}
        </p>
      ) : (
        <TextField
          label="E-Mail-Adresse"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          error={form.fieldErrors.email}
        />
      )}
      {form.fieldErrors.phone_number && <Notice tone="error">{form.fieldErrors.phone_number}</Notice>}
      {school && (
        <p className="auth-form__fixed">
          Deine Schule: <strong>{school.name}</strong>{' '}
          <Button design="primary-flat" size="small" onClick={() => presetRegistrationSchool(null)}>
            Ohne Schule registrieren
          </Button>
          {form.fieldErrors.school && <span className="auth-form__fixed-error">{form.fieldErrors.school}</span>}
        </p>
      )}
      <TextField
        label="Passwort"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={form.fieldErrors.password}
      />
      <CheckboxField
        label="Ja, ich möchte den oabat-Newsletter mit Tipps rund um Ausbildung und Praktikum bekommen."
        checked={values.newsletter}
        onChange={(event) => set('newsletter')(event.target.checked)}
      />
      <Button type="submit" design="primary" size="large" block disabled={form.pending}>
        {form.pending ? 'Konto wird erstellt …' : 'Konto erstellen'}
      </Button>
    </form>
  )
}
