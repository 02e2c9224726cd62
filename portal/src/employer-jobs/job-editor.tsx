import { canPublishJob, JOB_TYPE_LABELS, jobCreateLink, type OwnJob, type User } from '@oabat/core'
import { Button, Card, Dialog, Notice } from '@oabat/ui'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { clearDraft, draftKey, loadDraft, saveDraft, savePreview } from './draft-storage.ts'
import { setFlash } from './flash.ts'
import { dropJobAnswers } from './job-cache.ts'
import { createBody, type JobDraft, type JobWriteStatus, sameContent, updateBody, withoutBlocks } from './job-draft.ts'
import { JobFormFields } from './job-form-fields.tsx'
import { limitReachedMessage, savedMessage } from './job-status.ts'
import { overviewPath, PREVIEW_PATH } from './paths.ts'
import { useLeaveGuard } from './use-leave-guard.ts'
import './employer-jobs.css'

const FIELDS = [
  'name',
  'category',
  'business_site_id',
  'description',
  'tasks',
  'requirements',
  'benefits',
  'duration_months',
  'positions',
  'graduation',
  'start_date',
  'salary',
  'content_blocks',
]
const EMPTY = {}

export interface JobEditorProps {
  user: User
  business: NonNullable<User['business']>
  /** What the server holds: an empty draft for a new job, or the saved job's. */
  initial: JobDraft
}

/**
 * The job editor of both versions (v1 legacy editor: fields only; v2: fields plus sections and the
 * type-3 legacy block). Every keystroke is kept in sessionStorage (draft-storage.ts); a reload or a
 * trip to the preview restores it, and leaving the tab with unsaved changes asks first.
 */
export function JobEditor({ user, business, initial }: JobEditorProps) {
  const key = draftKey(initial)
  const [, navigate] = useLocation()
  const search = useSearch()
  const [base, setBase] = useState(initial)
  const [draft, setDraft] = useState<JobDraft>(() => {
    const stored = loadDraft(key)
    return stored && stored.typeId === initial.typeId && stored.version === initial.version
      ? { ...stored, status: initial.status, jobSlug: initial.jobSlug }
      : initial
  })
  const [restored, setRestored] = useState(() => !sameContent(draft, initial))
  const [limitMessage, setLimitMessage] = useState<string | null>(null)
  const form = useFormAction(FIELDS)
  const limit = useApi('jobCheckLimit', EMPTY)
  const formRef = useRef<HTMLFormElement>(null)
  const dirty = !sameContent(draft, base)
  const leave = useLeaveGuard(dirty)

  const publishes = canPublishJob(user, draft.typeId)
  const active = draft.status === 'published' || draft.status === 'pending'
  const typeLabel = JOB_TYPE_LABELS[draft.typeId]
  // A new job in the legacy editor although this company may write it in the new one.
  const newEditorLink = draft.version === 1 && draft.jobId === null ? jobCreateLink(user, draft.typeId) : null
  const sites = business.business_sites
  const editorPath = useMemo(() => `${location.pathname}${search ? `?${search}` : ''}`, [search])

  // The first field the server refused gets the focus, so keyboard and screen reader users find it.
  useEffect(() => {
    if (Object.keys(form.fieldErrors).length === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form.fieldErrors])

  const change = (patch: Partial<JobDraft>) => {
    setLimitMessage(null)
    setDraft((current) => {
      const next = { ...current, ...patch }
      saveDraft(key, next)
      return next
    })
  }

  const discard = () => {
    clearDraft(key)
    setDraft(base)
    setRestored(false)
  }

  const save = async (status: JobWriteStatus | null) => {
    setLimitMessage(null)
    const limitData = limit.data?.data
    if (status === 'published' && !active && limitData && limitData.remaining <= 0) {
      setLimitMessage(limitReachedMessage(limitData.limit))
      return
    }
    const answer = await form.run(async (): Promise<OwnJob> => {
      if (draft.jobId === null) {
        const body = createBody(draft, status ?? 'draft')
        const created = await (draft.version === 2
          ? api('createJobV2', { body })
          : api('createJob', { body: withoutBlocks(body) }))
        return created.data
      }
      const body = updateBody(draft, status)
      const updated = await (draft.version === 2
        ? api('updateJobV2', { params: { jobId: draft.jobId }, body })
        : api('updateJob', { params: { jobId: draft.jobId }, body: withoutBlocks(body) }))
      return updated.data
    })
    if (!answer) return
    clearDraft(key)
    setBase(draft)
    setFlash(savedMessage(answer.value))
    void dropJobAnswers()
    navigate(overviewPath(business.slug))
  }

  const preview = () => {
    saveDraft(key, draft)
    savePreview({ draft, editorPath })
    navigate(PREVIEW_PATH)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // Enter in a field saves without changing the status (a new job stays a draft).
    void save(draft.jobId === null ? 'draft' : null)
  }

  const statusError = form.fieldErrors.status
  return (
    <form ref={formRef} className="job-editor" onSubmit={onSubmit} noValidate aria-label={`${typeLabel} bearbeiten`}>
      {restored && (
        <Notice tone="info" title="Deine letzten Eingaben sind wiederhergestellt.">
          <p>Sie waren noch nicht gespeichert.</p>
          <Button type="button" design="flat" size="small" onClick={discard}>
            Eingaben verwerfen
          </Button>
        </Notice>
      )}
      {draft.version === 1 &&
        (newEditorLink ? (
          // The company may use the new editor (an old link led here): say so instead of „sobald …“.
          <Notice tone="info">
            Du bearbeitest die Stelle im bisherigen Editor. Eigene Abschnitte gibt es im{' '}
            <Link href={newEditorLink}>neuen Editor</Link>, den Euer Betrieb schon nutzen kann.
          </Notice>
        ) : (
          <Notice tone="info">
            Du bearbeitest die Stelle im bisherigen Editor. Eigene Abschnitte gibt es im neuen Editor, sobald Euer
            Betrieb dafür freigeschaltet ist.
          </Notice>
        ))}
      <Card as="div" className="job-editor__card">
        <JobFormFields draft={draft} onChange={change} errors={form.fieldErrors} sites={sites} />
      </Card>
      <Card as="div" className="job-editor__card job-editor__footer">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {statusError && <Notice tone="error">{statusError}</Notice>}
        {limitMessage && <Notice tone="error">{limitMessage}</Notice>}
        {!publishes && (
          <p className="job-editor__muted">
            Neue und geänderte Stellen prüft unser Team, bevor sie erscheinen – meist innerhalb eines Werktags.
          </p>
        )}
        {limit.data && (
          <p className="job-editor__muted">
            Aktive Stellen: {limit.data.data.used} von {limit.data.data.limit}
          </p>
        )}
        <div className="job-editor__actions">
          {!active && (
            <Button type="button" design="flat" disabled={form.pending} onClick={() => void save('draft')}>
              Als Entwurf speichern
            </Button>
          )}
          <Button type="button" design="secondary-flat" disabled={form.pending} onClick={preview}>
            Vorschau
          </Button>
          {active ? (
            <Button type="button" design="primary" disabled={form.pending} onClick={() => void save(null)}>
              {form.pending
                ? 'Wird gespeichert …'
                : publishes
                  ? 'Änderungen speichern'
                  : 'Änderungen zur Prüfung einreichen'}
            </Button>
          ) : (
            <Button type="button" design="primary" disabled={form.pending} onClick={() => void save('published')}>
              {form.pending ? 'Wird gespeichert …' : publishes ? 'Veröffentlichen' : 'Zur Prüfung einreichen'}
            </Button>
          )}
        </div>
        {dirty && <p className="job-editor__muted">Ungespeicherte Änderungen – sie bleiben in diesem Tab erhalten.</p>}
      </Card>
      <Dialog
        open={leave.leaveTo !== null}
        onClose={leave.stay}
        title="Änderungen noch nicht gespeichert"
        actions={
          <>
            <Button design="primary" onClick={leave.stay}>
              Weiter bearbeiten
            </Button>
            <Button
              design="flat"
              onClick={() => {
                const to = leave.leaveTo
                leave.stay()
                if (to) navigate(to)
              }}
            >
              Seite trotzdem verlassen
            </Button>
          </>
        }
      >
        <p>
          Die Stelle ist mit Deinen letzten Änderungen noch nicht gespeichert. Deine Eingaben bleiben in diesem Tab
          erhalten und kommen zurück, wenn Du den Editor wieder öffnest.
        </p>
      </Dialog>
    </form>
  )
}
