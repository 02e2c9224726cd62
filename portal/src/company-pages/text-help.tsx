import {
  hasBusinessPermission,
  TEXT_HELP_HIGHLIGHTS_MAX,
  TEXT_HELP_PERMISSION,
  type TextHelpTemplate,
} from '@oabat/core'
import { Button, Notice, SelectField, TextAreaField } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import type { JobDraft } from '../employer-jobs/job-draft.ts'
import { useFormAction } from '../forms/use-form-action.ts'

const EMPTY = {}

/**
 * „Textvorschlag“ in the job editor of an apprenticeship or internship (job_ai permission): the
 * company picks the occupation from the catalogue and says what makes it special; POST
 * /api/v2/magic/generate answers description, tasks, requirements and benefits from templates
 * (no AI, nothing sent anywhere — the answer says so), which fill the fields to edit further.
 * No <form> of its own: it sits inside the editor's form, so its buttons never submit that.
 */
export function TextHelp({ draft, onChange }: { draft: JobDraft; onChange: (patch: Partial<JobDraft>) => void }) {
  const { user } = useAuth()
  const allowed = hasBusinessPermission(user, TEXT_HELP_PERMISSION) && draft.typeId !== 3
  const occupations = useApi('systemJobs', allowed ? EMPTY : null, { revalidateOnFocus: false })
  const [occupation, setOccupation] = useState(draft.systemJobSlug)
  const [highlights, setHighlights] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const action = useFormAction(['inputs.occupation', 'inputs.highlights'])
  if (!allowed) return null
  const template: TextHelpTemplate = draft.typeId === 2 ? 'praktikum' : 'ausbildung'
  const options = (occupations.data?.data ?? []).map((job) => ({ value: job.slug, label: job.name }))

  const generate = async () => {
    setNotice(null)
    const done = await action.run(() =>
      api('magicGenerate', { body: { template, inputs: { occupation, highlights } } }),
    )
    if (!done) return
    const text = done.value.data
    onChange({
      ...(draft.name.trim() === '' ? { name: text.name } : {}),
      description: text.description,
      tasks: text.tasks.join('\n'),
      requirements: text.requirements.join('\n'),
      benefits: text.benefits.join('\n'),
    })
    setNotice(text.notice)
  }

  return (
    <section className="job-editor__group text-help" aria-labelledby="text-help-title">
      <h3 id="text-help-title">Textvorschlag</h3>
      <p className="job-editor__muted">
        Wir setzen Euch einen ersten Text aus einer Vorlage und unserem Berufekatalog zusammen. Das ist keine KI, und
        Eure Angaben gehen nirgendwohin. Beschreibung, Aufgaben, Anforderungen und Vorteile werden dabei ersetzt.
      </p>
      <SelectField
        label="Beruf aus dem Katalog"
        options={options}
        placeholder={occupations.data ? 'Bitte wählen' : 'Berufe werden geladen …'}
        value={occupation}
        onChange={(event) => setOccupation(event.target.value)}
        error={action.fieldErrors['inputs.occupation']}
      />
      <TextAreaField
        label="Was macht Euren Betrieb besonders? (optional)"
        value={highlights}
        maxLength={TEXT_HELP_HIGHLIGHTS_MAX}
        onChange={(event) => setHighlights(event.target.value)}
        error={action.fieldErrors['inputs.highlights']}
      />
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {notice && <Notice tone="info">{notice}</Notice>}
      <Button type="button" design="secondary-flat" disabled={action.pending} onClick={() => void generate()}>
        {action.pending ? 'Wird erstellt …' : 'Textvorschlag einsetzen'}
      </Button>
    </section>
  )
}
