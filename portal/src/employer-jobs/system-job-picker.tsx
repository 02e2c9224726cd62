import { CRAFTS, type Craft, GRADUATIONS, type Graduation } from '@oabat/core'
import { Notice, SelectField } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import type { JobDraft } from './job-draft.ts'

const EMPTY = {}

/**
 * Type 1: a recognised apprenticeship (GET /api/system_jobs) as the start of the job. Picking one
 * fills title, area, duration and graduation, and the typical tasks, requirements (GET
 * /api/jobattributes) and benefits (GET /api/jobadvantages) — only where nothing was typed yet.
 */
export function SystemJobPicker({
  draft,
  onChange,
}: {
  draft: JobDraft
  onChange: (patch: Partial<JobDraft>) => void
}) {
  const { data, error } = useApi('systemJobs', EMPTY, { revalidateOnFocus: false })
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const options = (data?.data ?? []).map((job) => ({ value: job.slug, label: job.name }))

  const pick = async (slug: string) => {
    onChange({ systemJobSlug: slug })
    setFailure(null)
    const template = data?.data.find((job) => job.slug === slug)
    if (!template) return
    setLoading(true)
    try {
      const [attributes, advantages] = await Promise.all([
        api('jobAttributes', { query: { slug } }),
        api('jobAdvantages', { query: { slug } }),
      ])
      const a = attributes.attributes
      const graduation = GRADUATIONS.includes(a.graduation as Graduation) ? (a.graduation as Graduation) : ''
      onChange({
        systemJobSlug: slug,
        name: draft.name.trim() ? draft.name : `Ausbildung ${template.name}`,
        category: draft.category || (CRAFTS.includes(a.category as Craft) ? a.category : ''),
        durationMonths: draft.durationMonths || String(a.duration_months),
        graduation: draft.graduation || graduation,
        tasks: draft.tasks.trim() ? draft.tasks : a.tasks.join('\n'),
        requirements: draft.requirements.trim() ? draft.requirements : a.requirements.join('\n'),
        benefits: draft.benefits.trim() ? draft.benefits : advantages.advantages.join('\n'),
      })
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'Die Vorlage konnte nicht geladen werden.')
    } finally {
      setLoading(false)
    }
  }

  if (error) return <Notice tone="error">Die Liste der Ausbildungsberufe konnte nicht geladen werden.</Notice>
  return (
    <div className="job-editor__picker">
      <SelectField
        label="Ausbildungsberuf"
        name="system_job"
        options={options}
        placeholder={data ? 'Beruf wählen (füllt die Felder vor)' : 'Berufe werden geladen …'}
        disabled={!data || loading}
        value={draft.systemJobSlug}
        onChange={(event) => void pick(event.target.value)}
        hint="Wir füllen typische Aufgaben, Anforderungen und Vorteile vor – Du kannst alles anpassen."
      />
      {loading && <p className="job-editor__muted">Vorlage wird geladen …</p>}
      {failure && <Notice tone="error">{failure}</Notice>}
    </div>
  )
}
