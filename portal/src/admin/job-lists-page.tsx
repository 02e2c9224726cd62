import type { AdminJobListJob, JobListInfo } from '@oabat/core'
import { Button, Card, Dialog, Notice, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { JobPicker } from './job-picker.tsx'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

const ALL = {}
const FIELDS = ['name', 'description', 'job_slugs'] as const

interface JobListFormProps {
  list: JobListInfo | null
  jobs: AdminJobListJob[]
  onSaved: (list: JobListInfo) => void
  onCancel: () => void
}

/** Name, description and the jobs of a list; the same form creates and edits. */
function JobListForm({ list, jobs: initialJobs, onSaved, onCancel }: JobListFormProps) {
  const [name, setName] = useState(list?.name ?? '')
  const [description, setDescription] = useState(list?.description ?? '')
  const [jobs, setJobs] = useState(initialJobs)
  const form = useFormAction(FIELDS)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { name, description: description.trim() || null, job_slugs: jobs.map((job) => job.slug) }
    const answer = await form.run(() =>
      list ? api('updateJobList', { params: { id: String(list.id) }, body }) : api('createJobList', { body }),
    )
    if (answer) onSaved(answer.value.data)
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="job-list-form-title">
      <h2 id="job-list-form-title">{list ? `„${list.name}“ bearbeiten` : 'Neue Jobliste'}</h2>
      <form className="admin-form__body" onSubmit={submit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.fieldErrors.name}
          hint={list ? `Die Adresse bleibt /auswahl/${list.slug}.` : 'Aus dem Namen wird die Adresse /auswahl/…'}
        />
        <TextAreaField
          label="Beschreibung (optional)"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={form.fieldErrors.description}
        />
        <JobPicker jobs={jobs} onChange={setJobs} error={form.fieldErrors.job_slugs} />
        <div className="admin-actions">
          <Button type="submit" design="primary" disabled={form.pending}>
            {form.pending ? 'Wird gespeichert …' : 'Jobliste speichern'}
          </Button>
          <Button design="flat" onClick={onCancel}>
            Abbrechen
          </Button>
        </div>
      </form>
    </Card>
  )
}

type Editing = { kind: 'new' } | { kind: 'edit'; list: JobListInfo; jobs: AdminJobListJob[] } | null

/** SPEC §2 /admin/joblists: the curated job lists that /auswahl/{jobListSlug} shows; create, edit, delete. */
export function AdminJobListsPage() {
  const lists = useApi('jobLists', ALL)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<JobListInfo | null>(null)
  const [flash, setFlash] = useState<string | null>(null)
  const action = useFormAction([])

  const edit = async (list: JobListInfo) => {
    setFlash(null)
    const answer = await action.run(() => api('adminJobListJobs', { params: { id: list.id } }))
    if (answer) setEditing({ kind: 'edit', list, jobs: answer.value.data })
  }

  const saved = async (list: JobListInfo) => {
    setEditing(null)
    await lists.mutate()
    setFlash(`„${list.name}“ ist gespeichert und unter ${list.url} zu sehen.`)
  }

  const remove = async () => {
    if (!deleting) return
    const list = deleting
    const answer = await action.run(() => api('deleteJobList', { params: { id: String(list.id) } }))
    setDeleting(null)
    if (!answer) return
    if (editing?.kind === 'edit' && editing.list.id === list.id) setEditing(null)
    await lists.mutate()
    setFlash(`„${list.name}“ ist gelöscht.`)
  }

  const rows = lists.data?.data ?? []
  return (
    <AreaPage
      eyebrow="Administration"
      title="Joblisten"
      intro="Kuratierte Auswahlen von Stellen, z. B. für eine Kampagne. Jede Liste hat ihre eigene Seite unter /auswahl."
    >
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {editing ? (
        <JobListForm
          key={editing.kind === 'edit' ? editing.list.id : 'new'}
          list={editing.kind === 'edit' ? editing.list : null}
          jobs={editing.kind === 'edit' ? editing.jobs : []}
          onSaved={(list) => void saved(list)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="admin-actions">
          <Button design="primary" onClick={() => setEditing({ kind: 'new' })}>
            Neue Jobliste
          </Button>
        </div>
      )}
      <Card as="section" className="area-card" aria-labelledby="job-lists-title">
        <h2 id="job-lists-title">Alle Joblisten</h2>
        {lists.error && <LoadError subject="Die Joblisten" plural error={lists.error} onRetry={() => lists.mutate()} />}
        {!lists.error && !lists.data && <Skeleton lines={4} label="Joblisten werden geladen …" />}
        {lists.data && rows.length === 0 && <p className="admin-muted">Noch keine Joblisten. Leg die erste an.</p>}
        {rows.length > 0 && (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Jobliste</th>
                  <th scope="col">Veröffentlichte Stellen</th>
                  <th scope="col">
                    <span className="visually-hidden">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((list) => (
                  <tr key={list.id}>
                    <th scope="row">
                      {list.name}
                      <span className="admin-muted admin-table__sub">
                        <Link href={list.url}>{list.url}</Link>
                      </span>
                    </th>
                    <td>{list.jobs_count}</td>
                    <td className="admin-table__actions">
                      <Button
                        design="flat"
                        size="small"
                        disabled={action.pending}
                        onClick={() => void edit(list)}
                        aria-label={`${list.name} bearbeiten`}
                      >
                        Bearbeiten
                      </Button>
                      <Button
                        design="secondary-flat"
                        size="small"
                        disabled={action.pending}
                        onClick={() => setDeleting(list)}
                        aria-label={`${list.name} löschen`}
                      >
                        Löschen
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Jobliste löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setDeleting(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void remove()}>
              Jobliste löschen
            </Button>
          </>
        }
      >
        <p>
          „{deleting?.name}“ und ihre Seite {deleting?.url} verschwinden. Die Stellen selbst bleiben unverändert.
        </p>
      </Dialog>
    </AreaPage>
  )
}
