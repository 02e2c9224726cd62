import { CRAFT_LABELS, CRAFTS, GRADUATION_LABELS, GRADUATIONS, type JobTypeId } from '@oabat/core'
import { SelectField, type SelectOption, TextAreaField, TextField } from '@oabat/ui'
import { TextHelp } from '../company-pages/text-help.tsx'
import type { FieldErrors } from '../forms/use-form-action.ts'
import { EMPLOYMENT_TYPES, type JobDraft, STANDARD_SECTIONS } from './job-draft.ts'
import { SectionsEditor } from './sections-editor.tsx'
import { SystemJobPicker } from './system-job-picker.tsx'

const CATEGORY_OPTIONS: SelectOption[] = CRAFTS.map((craft) => ({ value: craft, label: CRAFT_LABELS[craft] }))
const GRADUATION_OPTIONS: SelectOption[] = GRADUATIONS.map((g) => ({ value: g, label: GRADUATION_LABELS[g] }))
const EMPLOYMENT_OPTIONS: SelectOption[] = EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))

/** The server's first message for a field or any entry of it (`tasks.3` → tasks). */
export function errorFor(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field]
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`))
  return key ? errors[key] : undefined
}

export interface JobFormFieldsProps {
  draft: JobDraft
  onChange: (patch: Partial<JobDraft>) => void
  errors: FieldErrors
  sites: ReadonlyArray<{ id: number; name: string }>
}

/** An example title per job type, so an internship is not shown an apprenticeship's title. */
const TITLE_EXAMPLES: Readonly<Record<JobTypeId, string>> = {
  1: 'Ausbildung zur Bäckerin (m/w/d)',
  2: 'Schülerpraktikum in der Backstube (m/w/d)',
  3: 'Verkäuferin (m/w/d) in Teilzeit',
}

/** The three lists of a job, one entry per line, labelled like their sections on the job page. */
const LIST_FIELDS = ['tasks', 'requirements', 'benefits'] as const

/** The fields of SPEC §3 Job for the draft's type (1 Ausbildung, 2 Praktikum, 3 Job). */
export function JobFormFields({ draft, onChange, errors, sites }: JobFormFieldsProps) {
  const type = draft.typeId
  const text = (field: keyof JobDraft) => (event: { target: { value: string } }) =>
    onChange({ [field]: event.target.value } as Partial<JobDraft>)
  const siteOptions = sites.map((site) => ({ value: String(site.id), label: site.name }))
  return (
    <>
      <fieldset className="job-editor__group">
        <legend>Die Stelle</legend>
        {type === 1 && draft.jobId === null && <SystemJobPicker draft={draft} onChange={onChange} />}
        <TextHelp draft={draft} onChange={onChange} />
        <TextField
          label={type === 1 ? 'Titel der Ausbildung' : type === 2 ? 'Titel des Praktikums' : 'Titel der Stelle'}
          name="name"
          required
          maxLength={120}
          value={draft.name}
          onChange={text('name')}
          error={errorFor(errors, 'name')}
          hint={`So erscheint die Stelle in der Suche, z. B. „${TITLE_EXAMPLES[type]}“.`}
        />
        <div className="job-editor__grid">
          <SelectField
            label="Bereich"
            name="category"
            options={CATEGORY_OPTIONS}
            placeholder="Bitte wählen"
            value={draft.category}
            onChange={text('category')}
            error={errorFor(errors, 'category')}
          />
          {sites.length > 0 && (
            <SelectField
              label="Standort"
              name="business_site_id"
              options={siteOptions}
              value={draft.businessSiteId ? String(draft.businessSiteId) : String(sites[0]?.id ?? '')}
              onChange={(event) => onChange({ businessSiteId: Number(event.target.value) })}
              error={errorFor(errors, 'business_site_id')}
              hint="Die Stelle erscheint an diesem Ort in der Umkreissuche."
            />
          )}
          {/* The employment type lives in the legacy block, which only the new editor writes. */}
          {type === 3 && draft.version === 2 && (
            <SelectField
              label="Anstellung"
              name="employment_type"
              options={EMPLOYMENT_OPTIONS}
              placeholder="Bitte wählen"
              value={draft.employmentType}
              onChange={text('employmentType')}
            />
          )}
          <TextField
            label="Beginn"
            type="date"
            name="start_date"
            value={draft.startDate}
            onChange={text('startDate')}
            error={errorFor(errors, 'start_date')}
            hint="Leer lassen heißt „nach Absprache“."
          />
          {type !== 3 && (
            <TextField
              label="Dauer in Monaten"
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              name="duration_months"
              value={draft.durationMonths}
              onChange={text('durationMonths')}
              error={errorFor(errors, 'duration_months')}
            />
          )}
          <TextField
            label="Freie Plätze"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            name="positions"
            value={draft.positions}
            onChange={text('positions')}
            error={errorFor(errors, 'positions')}
          />
          {type !== 3 && (
            <SelectField
              label="Schulabschluss"
              name="graduation"
              options={GRADUATION_OPTIONS}
              placeholder="Keine Angabe"
              value={draft.graduation}
              onChange={text('graduation')}
              error={errorFor(errors, 'graduation')}
            />
          )}
          {type !== 2 && (
            <TextField
              label={type === 1 ? 'Ausbildungsvergütung (Euro im Monat)' : 'Gehalt (Euro im Monat)'}
              type="number"
              inputMode="numeric"
              min={0}
              name="salary"
              value={draft.salary}
              onChange={text('salary')}
              error={errorFor(errors, 'salary')}
              hint="Freiwillig."
            />
          )}
        </div>
      </fieldset>
      <fieldset className="job-editor__group">
        <legend>Beschreibung</legend>
        <TextAreaField
          label="Worum geht es?"
          name="description"
          rows={7}
          maxRows={16}
          value={draft.description}
          onChange={text('description')}
          error={errorFor(errors, 'description')}
          hint="Einfacher Text; eine Leerzeile beginnt einen neuen Absatz."
        />
        {LIST_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            label={STANDARD_SECTIONS[field]}
            name={field}
            rows={5}
            maxRows={16}
            value={draft[field]}
            onChange={text(field)}
            error={errorFor(errors, field)}
            hint="Ein Punkt pro Zeile."
          />
        ))}
      </fieldset>
      {draft.version === 2 && (
        <SectionsEditor
          sections={draft.sections}
          onChange={(sections) => onChange({ sections })}
          error={errorFor(errors, 'content_blocks')}
        />
      )}
    </>
  )
}
