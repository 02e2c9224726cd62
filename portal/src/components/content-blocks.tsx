import type { ContentBlock, JobV2 } from '@oabat/core'
import './content-blocks.css'

interface TextBlockData {
  title: string | null
  text: string | null
  items: string[]
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []
}

function textBlockData(data: Record<string, unknown>): TextBlockData {
  return { title: stringOf(data.title), text: stringOf(data.text), items: listOf(data.items) }
}

/** Paragraphs of a plain text: blank lines separate them. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </>
  )
}

export interface JobText {
  description: string
  tasks: string[]
  requirements: string[]
  benefits: string[]
  /** From a legacy block: "Vollzeit", "Teilzeit" … */
  employmentType: string | null
}

/** SPEC §3: a "legacy" block's data overrides the fields of a type-3 job. */
export function jobText(job: JobV2): JobText {
  const base: JobText = {
    description: job.description,
    tasks: job.tasks,
    requirements: job.requirements,
    benefits: job.benefits,
    employmentType: null,
  }
  if (job.type_id !== 3) return base
  const legacy = job.content_blocks.find((block) => block.component === 'legacy')?.data
  if (!legacy) return base
  return {
    description: stringOf(legacy.description) ?? base.description,
    tasks: Array.isArray(legacy.tasks) ? listOf(legacy.tasks) : base.tasks,
    requirements: Array.isArray(legacy.requirements) ? listOf(legacy.requirements) : base.requirements,
    benefits: Array.isArray(legacy.benefits) ? listOf(legacy.benefits) : base.benefits,
    employmentType: stringOf(legacy.employment_type),
  }
}

function TextSection({ title, text, items }: TextBlockData) {
  if (!text && items.length === 0) return null
  return (
    <section className="content-block">
      {title && <h2 className="content-block__title">{title}</h2>}
      {text && <Paragraphs text={text} />}
      {items.length > 0 && (
        <ul className="content-block__items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The job text: v2 text blocks when the job has them (and no legacy override), else the v1 fields. */
/** Whether a job has any text to show, so an empty job gets no empty „Beschreibung“ card. */
export function hasJobContent(job: JobV2): boolean {
  if (job.content_blocks.some((block: ContentBlock) => block.component === 'text')) return true
  const text = jobText(job)
  return text.description.trim() !== '' || text.tasks.length + text.requirements.length + text.benefits.length > 0
}

export function JobContent({ job }: { job: JobV2 }) {
  const textBlocks = job.content_blocks.filter((block: ContentBlock) => block.component === 'text')
  const hasLegacy = job.type_id === 3 && job.content_blocks.some((block) => block.component === 'legacy')
  if (textBlocks.length > 0 && !hasLegacy) {
    return (
      <div className="content-blocks">
        {textBlocks.map((block, index) => {
          const data = textBlockData(block.data)
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are an ordered list without ids
          return <TextSection key={index} {...data} />
        })}
      </div>
    )
  }
  const text = jobText(job)
  return (
    <div className="content-blocks">
      <TextSection title={null} text={text.description} items={[]} />
      <TextSection title="Deine Aufgaben" text={null} items={text.tasks} />
      <TextSection title="Das bringst Du mit" text={null} items={text.requirements} />
      <TextSection title="Das bieten wir Dir" text={null} items={text.benefits} />
    </div>
  )
}
