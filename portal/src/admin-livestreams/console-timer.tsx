import {
  ApiRequestError,
  CURRENT_COMPANY_REFRESH_MS,
  type Livestream,
  type LivestreamPoll,
  type LivestreamPollProposal,
  stageCompanies,
} from '@oabat/core'
import { Button, Card, Dialog, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatTime } from './date-input.ts'
import { useLivestreamChannel } from './livestream-channel.ts'
import { SCHEDULE_ACCEPT, uploadSchedule } from './upload-schedule.ts'

/** The moment the stage is computed for: now, again every 15 s (SPEC §4 current-company refresh). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CURRENT_COMPANY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

function Stage({ stream, onChanged }: { stream: Livestream; onChanged: () => void }) {
  const now = useNow()
  const stage = stageCompanies(stream.appearances, now)
  const live = useFormAction([])
  const [confirmLive, setConfirmLive] = useState(false)

  const toggleLive = async () => {
    const answer = await live.run(() =>
      api('updateLivestream', { params: { id: stream.id }, body: { is_live: !stream.is_live } }),
    )
    setConfirmLive(false)
    if (answer) onChanged()
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="console-stage-title">
      <h2 id="console-stage-title">Bühne</h2>
      {live.formError && <Notice tone="error">{live.formError}</Notice>}
      <p>
        <span className={`admin-badge${stream.is_live ? ' admin-badge--live' : ''}`}>
          {stream.is_live ? 'Live' : 'Nicht live'}
        </span>{' '}
        <Button
          design={stream.is_live ? 'flat' : 'primary'}
          size="small"
          disabled={live.pending}
          onClick={() => (stream.is_live ? setConfirmLive(true) : void toggleLive())}
        >
          {stream.is_live ? 'Livestream beenden' : 'Live schalten'}
        </Button>
      </p>
      <dl className="admin-figures">
        <div>
          <dt>Jetzt auf der Bühne</dt>
          <dd data-testid="stage-current">{stage.current?.name ?? 'niemand'}</dd>
        </div>
        <div>
          <dt>Als Nächstes</dt>
          <dd data-testid="stage-next">{stage.next?.name ?? 'niemand'}</dd>
        </div>
      </dl>
      {stream.appearances.length === 0 ? (
        <p className="admin-muted">Noch keine Auftritte geplant. Lege sie unter „Livestreams“ beim Bearbeiten an.</p>
      ) : (
        <ol className="admin-agenda" aria-label="Ablauf">
          {stream.appearances.map((slot) => {
            const running = Date.parse(slot.from) <= now && (slot.to === null || Date.parse(slot.to) > now)
            return (
              <li
                key={slot.id}
                aria-current={running ? 'step' : undefined}
                className={running ? 'admin-agenda__now' : ''}
              >
                {formatTime(slot.from)}
                {slot.to ? `–${formatTime(slot.to)}` : ''} · {slot.business?.name ?? 'Pause'}
                {slot.title ? ` · ${slot.title}` : ''}
                {running && <strong> (läuft)</strong>}
              </li>
            )
          })}
        </ol>
      )}
      <Dialog
        open={confirmLive}
        onClose={() => setConfirmLive(false)}
        title="Livestream beenden?"
        actions={
          <>
            <Button design="flat" onClick={() => setConfirmLive(false)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={live.pending} onClick={() => void toggleLive()}>
              Beenden
            </Button>
          </>
        }
      >
        <p>Das Video verschwindet für alle Zuschauenden; Chat und Abstimmungen bleiben.</p>
      </Dialog>
    </Card>
  )
}

function NewPoll({ livestreamId, onCreated }: { livestreamId: number; onCreated: () => void }) {
  const [question, setQuestion] = useState('')
  const [options, setOptions] = useState(['', ''])
  const fields = ['question', 'options', ...options.map((_, i) => `options.${i}`)]
  const form = useFormAction(fields)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('createLivestreamPoll', { body: { livestream_id: livestreamId, question, options, is_active: false } }),
    )
    if (!answer) return
    setQuestion('')
    setOptions(['', ''])
    onCreated()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="admin-form__body" aria-labelledby="new-poll-title">
      <h3 id="new-poll-title">Neue Abstimmung</h3>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextField
        label="Frage"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        error={form.fieldErrors.question}
      />
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the answers are edited in place by position.
        <div key={index} className="admin-poll-option">
          <TextField
            label={`Antwort ${index + 1}`}
            value={option}
            onChange={(e) => setOptions((list) => list.map((o, i) => (i === index ? e.target.value : o)))}
            error={form.fieldErrors[`options.${index}`]}
          />
          {options.length > 2 && (
            <Button
              design="secondary-flat"
              size="small"
              onClick={() => setOptions((list) => list.filter((_, i) => i !== index))}
              aria-label={`Antwort ${index + 1} entfernen`}
            >
              Entfernen
            </Button>
          )}
        </div>
      ))}
      {form.fieldErrors.options && <p className="admin-error">{form.fieldErrors.options}</p>}
      <div className="admin-actions">
        {options.length < 10 && (
          <Button design="flat" onClick={() => setOptions((list) => [...list, ''])}>
            Antwort hinzufügen
          </Button>
        )}
        <Button type="submit" design="primary" disabled={form.pending}>
          Abstimmung anlegen
        </Button>
      </div>
    </form>
  )
}

function Polls({ stream, onChanged }: { stream: Livestream; onChanged: () => void }) {
  const action = useFormAction([])
  const [deleting, setDeleting] = useState<LivestreamPoll | null>(null)

  const toggle = async (poll: LivestreamPoll) => {
    const answer = await action.run(() =>
      api('updateLivestreamPoll', { params: { id: poll.id }, body: { is_active: !poll.is_active } }),
    )
    if (answer) onChanged()
  }
  const remove = async () => {
    if (!deleting) return
    const poll = deleting
    const answer = await action.run(() => api('deleteLivestreamPoll', { params: { id: poll.id } }))
    setDeleting(null)
    if (answer) onChanged()
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="console-polls-title">
      <h2 id="console-polls-title">Abstimmungen</h2>
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {stream.polls.length === 0 && <p className="admin-muted">Noch keine Abstimmungen.</p>}
      <ul className="admin-polls">
        {stream.polls.map((poll) => {
          const total = poll.options.reduce((sum, o) => sum + o.votes, 0)
          return (
            <li key={poll.id} className="admin-polls__item">
              <p>
                <strong>{poll.question}</strong>{' '}
                <span className={`admin-badge${poll.is_active ? ' admin-badge--live' : ''}`}>
                  {poll.is_active ? 'offen' : 'geschlossen'}
                </span>
              </p>
              <ul>
                {poll.options.map((option) => (
                  <li key={option.id}>
                    {option.text}: {option.votes} {option.votes === 1 ? 'Stimme' : 'Stimmen'}
                    {total > 0 ? ` (${Math.round((option.votes / total) * 100)} %)` : ''}
                  </li>
                ))}
              </ul>
              <div className="admin-actions">
                <Button design="flat" size="small" disabled={action.pending} onClick={() => void toggle(poll)}>
                  {poll.is_active ? 'Schließen' : 'Öffnen'}
                </Button>
                <Button design="secondary-flat" size="small" onClick={() => setDeleting(poll)}>
                  Löschen
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      <NewPoll livestreamId={stream.id} onCreated={onChanged} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Abstimmung löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setDeleting(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void remove()}>
              Endgültig löschen
            </Button>
          </>
        }
      >
        <p>„{deleting?.question}“ verschwindet mit allen Stimmen auch bei den Zuschauenden.</p>
      </Dialog>
    </Card>
  )
}

/** Viewers' poll proposals (docs/livestreams.md): open ones first; accept opens the poll at once, reject asks first. */
function Proposals({ stream, onChanged }: { stream: Livestream; onChanged: () => void }) {
  const proposals = useApi('livestreamPollProposals', { query: { livestream_id: stream.id } })
  const action = useFormAction([])
  const [rejecting, setRejecting] = useState<LivestreamPollProposal | null>(null)

  const decide = async (proposal: LivestreamPollProposal, status: 'accepted' | 'rejected') => {
    const answer = await action.run(() =>
      api('updateLivestreamPollProposal', { params: { id: proposal.id }, body: { status } }),
    )
    setRejecting(null)
    if (!answer) return
    await proposals.mutate()
    if (status === 'accepted') onChanged()
  }

  const open = (proposals.data?.data ?? []).filter((p) => p.status === 'open')
  return (
    <Card as="section" className="area-card" aria-labelledby="console-proposals-title">
      <h2 id="console-proposals-title">Vorschläge aus dem Publikum</h2>
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {proposals.error && (
        <LoadError subject="Die Vorschläge" plural error={proposals.error} onRetry={() => proposals.mutate()} />
      )}
      {!proposals.error && !proposals.data && <p className="admin-muted">Vorschläge werden geladen …</p>}
      {proposals.data && open.length === 0 && <p className="admin-muted">Keine offenen Vorschläge.</p>}
      <ul className="admin-polls">
        {open.map((proposal) => (
          <li key={proposal.id} className="admin-polls__item">
            <p>
              <strong>{proposal.question}</strong> <span className="admin-muted">von {proposal.nickname}</span>
            </p>
            <ul>
              {proposal.options.map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: answers may repeat; their order is fixed.
                <li key={index}>{option}</li>
              ))}
            </ul>
            <div className="admin-actions">
              <Button
                design="primary"
                size="small"
                disabled={action.pending}
                onClick={() => void decide(proposal, 'accepted')}
              >
                Annehmen und öffnen
              </Button>
              <Button design="secondary-flat" size="small" onClick={() => setRejecting(proposal)}>
                Ablehnen
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Vorschlag ablehnen?"
        actions={
          <>
            <Button design="flat" onClick={() => setRejecting(null)}>
              Abbrechen
            </Button>
            <Button
              design="primary"
              disabled={action.pending}
              onClick={() => rejecting && void decide(rejecting, 'rejected')}
            >
              Ablehnen
            </Button>
          </>
        }
      >
        <p>„{rejecting?.question}“ wird nicht zur Abstimmung; die Zuschauenden sehen davon nichts.</p>
      </Dialog>
    </Card>
  )
}

/** The schedule as a CSV or .xlsx file (docs/livestreams.md): replaces slots and agenda, after a confirmation. */
function ScheduleUpload({ stream, onChanged }: { stream: Livestream; onChanged: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [rowErrors, setRowErrors] = useState<string[]>([])
  const [done, setDone] = useState<string | null>(null)
  const action = useFormAction(['file'])

  const upload = async () => {
    if (!file) return
    setDone(null)
    setRowErrors([])
    const answer = await action.run(async () => {
      try {
        return await uploadSchedule(stream.id, file)
      } catch (error) {
        if (error instanceof ApiRequestError) setRowErrors(error.fieldErrors.file ?? [])
        throw error
      }
    })
    setConfirming(false)
    if (!answer) return
    const count = answer.value.appearances.length
    setDone(`Der Ablaufplan ist übernommen: ${count} ${count === 1 ? 'Auftritt' : 'Auftritte'}.`)
    onChanged()
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="console-upload-title">
      <h2 id="console-upload-title">Ablaufplan hochladen</h2>
      <p className="admin-muted">
        CSV oder Excel (.xlsx) mit den Spalten Datum, Von, Bis, Unternehmen, Titel. Er ersetzt alle Auftritte und
        Programmpunkte dieses Livestreams.
      </p>
      {done && <Notice tone="success">{done}</Notice>}
      {action.formError && rowErrors.length === 0 && <Notice tone="error">{action.formError}</Notice>}
      {rowErrors.length > 0 && (
        <Notice tone="error" title="Der Ablaufplan wurde nicht übernommen.">
          <ul>
            {rowErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Notice>
      )}
      <form
        className="admin-actions"
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          if (file) setConfirming(true)
        }}
      >
        <label className="admin-file">
          Datei
          <input type="file" accept={SCHEDULE_ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </label>
        <Button type="submit" design="primary" disabled={!file || action.pending}>
          Hochladen
        </Button>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Ablaufplan ersetzen?"
        actions={
          <>
            <Button design="flat" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void upload()}>
              Ersetzen
            </Button>
          </>
        }
      >
        <p>
          Die {stream.appearances.length} bisherigen Auftritte und alle Programmpunkte werden durch „{file?.name}“
          ersetzt. Fehlerhafte Dateien ändern nichts.
        </p>
      </Dialog>
    </Card>
  )
}

/** /admin/livestream/{id}/timer: who is on stage now and next, live on/off, polls open/close and new ones. */
export function ConsoleTimer({ stream, onReload }: { stream: Livestream; onReload: () => void }) {
  useLivestreamChannel(stream.id, (name) => {
    if (name === 'Updated' || name === 'LivestreamPollUpdated' || name === 'pusher:subscription_succeeded') onReload()
  })
  return (
    <>
      <Stage stream={stream} onChanged={onReload} />
      <ScheduleUpload stream={stream} onChanged={onReload} />
      <Polls stream={stream} onChanged={onReload} />
      <Proposals stream={stream} onChanged={onReload} />
    </>
  )
}
