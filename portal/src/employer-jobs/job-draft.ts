/**
 * @module job-draft — what the job editor holds while a company types: plain strings per field (as
 * the inputs give them), turned into the API body on save and back from a saved job on edit.
 *
 * The v2 editor writes the job's text twice on purpose: as the job's fields (search, widgets and
 * excerpts read those) and as content blocks (the public page shows those). Blocks the editor
 * builds from the fields carry `data.field`; blocks without it are the company's own sections.
 */
import {
  type ContentBlock,
  CRAFTS,
  type Craft,
  GRADUATIONS,
  type Graduation,
  type JobTypeId,
  type JobV2Input,
  type JobV2Update,
  type OwnJob,
} from '@oabat/core'

export type EditorVersion = 1 | 2

/** A section of the company's own (v2 text block): a heading, a text, and a list. */
export interface SectionDraft {
  title: string
  text: string
  /** One entry per line. */
  items: string
}

export interface JobDraft {
  typeId: JobTypeId
  version: EditorVersion
  /** Null while the job is not saved yet. */
  jobId: number | null
  jobSlug: string | null
  /** The saved job's status; null for a new job. */
  status: OwnJob['status'] | null
  name: string
  /** Type 1: the recognised apprenticeship picked as a template (not sent; it fills fields). */
  systemJobSlug: string
  category: Craft | ''
  businessSiteId: number | null
  description: string
  /** Lists as text, one entry per line. */
  tasks: string
  requirements: string
  benefits: string
  durationMonths: string
  positions: string
  graduation: Graduation | ''
  startDate: string
  salary: string
  /** Type 3: Vollzeit, Teilzeit … (kept in the legacy block, SPEC §3). */
  employmentType: string
  /** v2: the company's own sections after the standard ones. */
  sections: SectionDraft[]
}

/** The headings of the standard sections, as the public job page titles the v1 fields. */
export const STANDARD_SECTIONS = {
  description: null,
  tasks: 'Deine Aufgaben',
  requirements: 'Das bringst Du mit',
  benefits: 'Das bieten wir Dir',
} as const
type StandardField = keyof typeof STANDARD_SECTIONS

export const EMPLOYMENT_TYPES = ['Vollzeit', 'Teilzeit', 'Vollzeit oder Teilzeit', 'Minijob', 'Werkstudium'] as const

export function emptyDraft(typeId: JobTypeId, version: EditorVersion): JobDraft {
  return {
    typeId,
    version,
    jobId: null,
    jobSlug: null,
    status: null,
    name: '',
    systemJobSlug: '',
    category: '',
    businessSiteId: null,
    description: '',
    tasks: '',
    requirements: '',
    benefits: '',
    durationMonths: '',
    positions: '1',
    graduation: '',
    startDate: '',
    salary: '',
    employmentType: '',
    sections: [],
  }
}

export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

function asCraft(value: string | null): Craft | '' {
  return CRAFTS.includes(value as Craft) ? (value as Craft) : ''
}

function asGraduation(value: string | null): Graduation | '' {
  return GRADUATIONS.includes(value as Graduation) ? (value as Graduation) : ''
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function listText(value: unknown): string {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string').join('\n') : ''
}

function sameList(a: unknown, b: string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((item, index) => item === b[index])
}

/**
 * Whether a text block without `data.field` only repeats one of the job's fields: the demo data and
 * jobs written before this editor carry their description, tasks, requirements and benefits as such
 * blocks. Taken for own sections, they would show next to the fields and be saved twice.
 */
function mirrorsField(block: ContentBlock, job: OwnJob): boolean {
  const text = stringOf(block.data.text).trim()
  const items = Array.isArray(block.data.items) ? block.data.items : []
  if (items.length === 0) return text !== '' && text === job.description.trim()
  if (text !== '') return false
  return (['tasks', 'requirements', 'benefits'] as const).some(
    (field) => job[field].length > 0 && sameList(items, job[field]),
  )
}

/** A saved job as the editor shows it; `version` is the editor that opens it. */
export function draftFromJob(job: OwnJob, version: EditorVersion): JobDraft {
  const legacy = job.content_blocks.find((block) => block.component === 'legacy')?.data ?? {}
  const sections = job.content_blocks
    .filter((block) => block.component === 'text' && typeof block.data.field !== 'string' && !mirrorsField(block, job))
    .map((block) => ({
      title: stringOf(block.data.title),
      text: stringOf(block.data.text),
      items: listText(block.data.items),
    }))
  return {
    typeId: job.type_id,
    version,
    jobId: job.id,
    jobSlug: job.slug,
    status: job.status,
    name: job.name,
    systemJobSlug: '',
    category: asCraft(job.category),
    businessSiteId: job.business_site_id,
    description: job.description,
    tasks: job.tasks.join('\n'),
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
    durationMonths: job.duration_months ? String(job.duration_months) : '',
    positions: String(job.positions),
    graduation: asGraduation(job.graduation),
    startDate: job.start_date ?? '',
    salary: job.salary === null ? '' : String(job.salary),
    employmentType: stringOf(legacy.employment_type),
    sections,
  }
}

/** A number field: empty is null; anything else goes as typed so the server names the mistake. */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : Number.NaN
}

/** The standard sections (from the fields) followed by the company's own ones. */
export function contentBlocksOf(draft: JobDraft): ContentBlock[] {
  const blocks: ContentBlock[] = []
  if (draft.typeId === 3) {
    // SPEC §3: the legacy block of a type-3 job carries its text and overrides the fields.
    blocks.push({
      component: 'legacy',
      data: {
        name: draft.name.trim(),
        description: draft.description.trim(),
        tasks: linesOf(draft.tasks),
        requirements: linesOf(draft.requirements),
        benefits: linesOf(draft.benefits),
        start_date: draft.startDate || null,
        salary: numberOrNull(draft.salary),
        employment_type: draft.employmentType || null,
      },
    })
  }
  for (const field of Object.keys(STANDARD_SECTIONS) as StandardField[]) {
    const text = field === 'description' ? draft.description.trim() : ''
    const items = field === 'description' ? [] : linesOf(draft[field])
    if (!text && items.length === 0) continue
    blocks.push({ component: 'text', data: { field, title: STANDARD_SECTIONS[field], text, items } })
  }
  for (const section of draft.sections) {
    const title = section.title.trim()
    const text = section.text.trim()
    const items = linesOf(section.items)
    if (!title && !text && items.length === 0) continue
    blocks.push({ component: 'text', data: { title, text, items } })
  }
  return blocks
}

export type JobWriteStatus = 'draft' | 'published' | 'archived'

/** The body of POST /api/jobs/ or /api/v2/jobs/ (v2 with content blocks). */
export function createBody(draft: JobDraft, status: JobWriteStatus): JobV2Input {
  return { ...fieldsOf(draft), type_id: draft.typeId, status, content_blocks: contentBlocksOf(draft) }
}

/** The same body for the legacy calls, which know no content blocks. */
export function withoutBlocks<T extends { content_blocks?: unknown }>(body: T): Omit<T, 'content_blocks'> {
  const { content_blocks: _blocks, ...rest } = body
  return rest
}

/** The body of PUT: every field (the editor shows all of them); status only when it changes. */
export function updateBody(draft: JobDraft, status: JobWriteStatus | null): JobV2Update {
  const body: JobV2Update = { ...fieldsOf(draft) }
  if (status) body.status = status
  if (draft.version === 2) body.content_blocks = contentBlocksOf(draft)
  return body
}

function fieldsOf(draft: JobDraft) {
  return {
    name: draft.name.trim(),
    ...(draft.businessSiteId ? { business_site_id: draft.businessSiteId } : {}),
    category: draft.category || null,
    description: draft.description.trim(),
    tasks: linesOf(draft.tasks),
    requirements: linesOf(draft.requirements),
    benefits: linesOf(draft.benefits),
    duration_months: numberOrNull(draft.durationMonths),
    positions: numberOrNull(draft.positions) ?? 1,
    graduation: draft.graduation || null,
    start_date: draft.startDate || null,
    salary: numberOrNull(draft.salary),
  }
}

/** Whether two drafts hold the same content (what a save would change). */
export function sameContent(a: JobDraft, b: JobDraft): boolean {
  const { systemJobSlug: _a, status: _sa, ...left } = a
  const { systemJobSlug: _b, status: _sb, ...right } = b
  return JSON.stringify(left) === JSON.stringify(right)
}
