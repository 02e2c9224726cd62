import { ApiRequestError, type JobInterest, type JobV2, openAuthDialog, type StoredFile } from '@oabat/core'
import { Button, buttonClassName, Card, Notice } from '@oabat/ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { reportConversion } from '../analytics/conversions.ts'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import { FILE_ACCEPT, uploadFile } from './upload-file.ts'
import './job-interest.css'

/** SPEC §3 Job interest: at most 2,000 characters of message and 5 files (the server's limits). */
const MESSAGE_MAX = 2000
const FILES_MAX = 5
const DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' })

/**
 * „Interesse zeigen“ on a job page (SPEC §3 Job interest): a trainee sends an optional message and up to
 * five files (POST /api/file, then POST /api/job_interests); the company gets „Neue Anfrage“ in its
 * chat. A guest writes first, logs in, and the interest is sent right after the login. The company
 * itself sees a link to its interests instead.
 */
export function JobInterestCard({ job }: { job: JobV2 }) {
  const { user, status } = useAuth()
  if (status === 'checking') return null
  if (user?.business) {
    if (user.business.slug !== job.business.slug) return null
    return (
      <Card as="section" className="job-interest" aria-labelledby="job-interest-title">
        <h2 id="job-interest-title">Anfragen zu dieser Stelle</h2>
        <p>Hier zeigen Azubis Interesse an Eurer Stelle. Alle Anfragen findet Ihr gesammelt in Eurem Bereich.</p>
        <Link href={`/betrieb/anfragen?job_id=${job.id}`} className={buttonClassName({ design: 'primary-flat' })}>
          Anfragen ansehen
        </Link>
      </Card>
    )
  }
  if (user && !user.trainee) return null
  return <TraineeInterest job={job} loggedIn={Boolean(user)} />
}

function TraineeInterest({ job, loggedIn }: { job: JobV2; loggedIn: boolean }) {
  const existing = useApi('jobInterests', loggedIn ? { query: { job_id: job.id } } : null)
  const [sent, setSent] = useState<{ interest: JobInterest; chatPath: string } | null>(null)
  const mine = sent?.interest ?? existing.data?.data[0] ?? null

  return (
    <Card as="section" className="job-interest" aria-labelledby="job-interest-title">
      <h2 id="job-interest-title">Interesse an dieser Stelle?</h2>
      {mine ? (
        <Sent interest={mine} chatPath={sent?.chatPath ?? null} businessSlug={job.business.slug} fresh={!!sent} />
      ) : (
        // Stays mounted across the login, so a guest's message and files survive the login dialog.
        <InterestForm job={job} loggedIn={loggedIn} checking={loggedIn && existing.isLoading} onSent={setSent} />
      )}
    </Card>
  )
}

function Sent(props: { interest: JobInterest; chatPath: string | null; businessSlug: string; fresh: boolean }) {
  const [chatPath, setChatPath] = useState(props.chatPath)
  const { businessSlug } = props
  // The conversation the interest went into; without it the business page's chat opens.
  useEffect(() => {
    if (chatPath) return
    let live = true
    api('chatBusinessContact', { params: { slug: businessSlug } })
      .then((answer) => {
        if (live && answer.conversation_id) setChatPath(`/chat?conversation_id=${answer.conversation_id}`)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [chatPath, businessSlug])
  return (
    <Notice
      tone="success"
      title={props.fresh ? 'Deine Anfrage ist angekommen!' : 'Du hast bereits Interesse gezeigt.'}
      className="job-interest__sent"
    >
      <p>
        {props.fresh
          ? 'Der Betrieb sieht Deine Anfrage jetzt in seinem Chat. Dort könnt Ihr weiterschreiben.'
          : `Am ${DATE.format(new Date(props.interest.created_at))} hast Du Interesse an dieser Stelle gezeigt.`}
      </p>
      <Link href={chatPath ?? `/betriebe/${businessSlug}?chat`} className={buttonClassName({ design: 'primary' })}>
        Zum Chat
      </Link>
    </Notice>
  )
}

function readDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

function writeDraft(key: string, text: string) {
  try {
    if (text) sessionStorage.setItem(key, text)
    else sessionStorage.removeItem(key)
  } catch {
    // Storage may be off (private mode); the message then lives only as long as the page.
  }
}

interface Picked {
  key: number
  file: File
  /** Uploaded already (a retry after a failed send does not upload twice). */
  stored: StoredFile | null
  error: string | null
}

function InterestForm(props: {
  job: JobV2
  loggedIn: boolean
  /** The own earlier interest is still loading: „Interesse zeigen“ waits. */
  checking: boolean
  onSent: (sent: { interest: JobInterest; chatPath: string }) => void
}) {
  const { job, loggedIn, checking, onSent } = props
  const { user } = useAuth()
  // What was typed survives a reload or a trip back from another page (this tab only); the form
  // then opens with it.
  const draftKey = `oabat job interest ${job.id}`
  const hydrated = useHydrated()
  const [message, setMessageState] = useState('')
  const [open, setOpen] = useState(false)
  // The draft lives in this tab's sessionStorage, which the server cannot see: the server-rendered
  // page shows the closed form, and the draft opens it once the page has hydrated.
  useEffect(() => {
    const draft = readDraft(draftKey)
    if (draft === '') return
    setMessageState(draft)
    setOpen(true)
  }, [draftKey])
  function setMessage(text: string) {
    setMessageState(text)
    writeDraft(draftKey, text)
  }
  const messageField = useRef<HTMLTextAreaElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  // Keyboard focus follows the form: into the message when it opens, back to the button when it closes.
  const focusOnRender = useRef<'form' | 'opener' | null>(null)
  useEffect(() => {
    const wanted = focusOnRender.current
    focusOnRender.current = null
    if (wanted === 'form') messageField.current?.focus()
    if (wanted === 'opener') opener.current?.focus()
  })
  function show(next: boolean) {
    focusOnRender.current = next ? 'form' : 'opener'
    setOpen(next)
  }
  const [files, setFiles] = useState<Picked[]>([])
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [messageError, setMessageError] = useState<string | null>(null)
  // A guest pressed „Senden“: after the login in the dialog, the interest goes out.
  const [waitingForLogin, setWaitingForLogin] = useState(false)
  const nextKey = useRef(0)
  const picker = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const filesId = useId()

  function pick(list: FileList | null) {
    const chosen = [...(list ?? [])]
    if (picker.current) picker.current.value = ''
    if (chosen.length === 0) return
    setFiles((current) => {
      const room = FILES_MAX - current.length
      if (chosen.length > room) setError(`Du kannst höchstens ${FILES_MAX} Dateien mitschicken.`)
      else setError(null)
      return [
        ...current,
        ...chosen
          .slice(0, Math.max(0, room))
          .map((file) => ({ key: nextKey.current++, file, stored: null, error: null })),
      ]
    })
  }

  async function send() {
    setError(null)
    setMessageError(null)
    // Upload what is not uploaded yet; each file shows its own error.
    let uploaded = files
    if (files.some((f) => !f.stored)) {
      setBusy('Dateien werden hochgeladen …')
      uploaded = await Promise.all(
        files.map(async (picked) => {
          if (picked.stored) return picked
          try {
            return { ...picked, stored: await uploadFile(picked.file), error: null }
          } catch (cause) {
            return { ...picked, error: (cause as Error).message }
          }
        }),
      )
      setFiles(uploaded)
      if (uploaded.some((f) => f.error)) {
        setBusy(null)
        setError('Nicht alle Dateien konnten hochgeladen werden. Entferne sie oder versuche es noch einmal.')
        return
      }
    }
    setBusy('Anfrage wird gesendet …')
    try {
      const answer = await api('createJobInterest', {
        body: {
          job_id: job.id,
          message: message.trim() || null,
          file_ids: uploaded.map((f) => f.stored?.id).filter((id): id is number => typeof id === 'number'),
        },
      })
      reportConversion('job_interest')
      const contact = await api('chatBusinessContact', { params: { slug: job.business.slug } }).catch(() => null)
      writeDraft(draftKey, '')
      onSent({
        interest: answer.data,
        chatPath: contact?.conversation_id ? `/chat?conversation_id=${contact.conversation_id}` : '/chat',
      })
    } catch (cause) {
      if (cause instanceof ApiRequestError && cause.status === 409) {
        setError('Du hast bereits Interesse an dieser Stelle gezeigt. Schau in Deinen Chat.')
      } else if (cause instanceof ApiRequestError && cause.fieldErrors.message?.[0]) {
        setMessageError(cause.fieldErrors.message[0])
      } else {
        setError((cause as Error).message || 'Deine Anfrage konnte nicht gesendet werden.')
      }
    } finally {
      setBusy(null)
    }
  }

  // Continue after the login dialog: a trainee sends at once; another kind of account cannot.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the login completes
  useEffect(() => {
    if (!waitingForLogin || !user) return
    setWaitingForLogin(false)
    if (user.trainee) void send()
  }, [waitingForLogin, user])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (message.length > MESSAGE_MAX) {
      setMessageError(`Die Nachricht darf höchstens ${MESSAGE_MAX} Zeichen lang sein.`)
      return
    }
    if (!loggedIn) {
      setWaitingForLogin(true)
      openAuthDialog({ redirect: false })
      return
    }
    void send()
  }

  if (!open)
    return (
      <>
        <p>
          Zeig dem Betrieb, dass Du Dich für diese Stelle interessierst – mit einer kurzen Nachricht und Deinen
          Unterlagen, wenn Du magst.
        </p>
        {/* A plain button (the ui Button takes no ref): focus returns here when the form closes. */}
        <button
          ref={opener}
          type="button"
          className={buttonClassName({ design: 'primary' })}
          onClick={() => show(true)}
          // Server-rendered: until the page has hydrated, a click would have no handler to reach.
          disabled={checking || !hydrated}
        >
          Interesse zeigen
        </button>
      </>
    )

  return (
    <form className="job-interest__form" onSubmit={submit} noValidate>
      <div className="job-interest__field">
        <label htmlFor={messageId}>Deine Nachricht (freiwillig)</label>
        <textarea
          ref={messageField}
          id={messageId}
          value={message}
          rows={4}
          maxLength={MESSAGE_MAX}
          placeholder="Hallo, ich interessiere mich für …"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {messageError && (
          <p id={`${messageId}-error`} className="job-interest__error">
            {messageError}
          </p>
        )}
      </div>
      <div className="job-interest__field">
        <label htmlFor={filesId}>Unterlagen (freiwillig, höchstens 5 Dateien: PDF, Bild oder Word, je bis 10 MB)</label>
        <input
          id={filesId}
          ref={picker}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          disabled={files.length >= FILES_MAX || Boolean(busy)}
          onChange={(event) => pick(event.target.files)}
        />
        {files.length > 0 && (
          <ul className="job-interest__files" aria-label="Ausgewählte Dateien">
            {files.map((picked) => (
              <li key={picked.key}>
                <span>{picked.file.name}</span>
                {picked.stored && <span className="job-interest__ok"> – hochgeladen</span>}
                {picked.error && <span className="job-interest__error"> – {picked.error}</span>}
                <button
                  type="button"
                  className="job-interest__remove"
                  disabled={Boolean(busy)}
                  onClick={() => setFiles((current) => current.filter((f) => f.key !== picked.key))}
                  aria-label={`${picked.file.name} entfernen`}
                >
                  Entfernen
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <Notice tone="error" title="Das hat nicht geklappt.">
          {error}
        </Notice>
      )}
      {!loggedIn && (
        <p className="job-interest__hint">Zum Senden meldest Du Dich kurz an – Deine Nachricht bleibt erhalten.</p>
      )}
      <div className="job-interest__actions">
        <Button type="submit" disabled={Boolean(busy)}>
          {busy ?? 'Interesse senden'}
        </Button>
        <Button design="secondary" onClick={() => show(false)} disabled={Boolean(busy)}>
          Abbrechen
        </Button>
      </div>
    </form>
  )
}
