/**
 * The job editor's draft model (portal/src/employer-jobs/job-draft.ts): what it sends, and that a
 * saved job opens again with exactly what was typed — the company's own sections apart from the
 * blocks the editor builds from the fields, and a type-3 job's legacy block.
 */
import { describe, expect, test } from 'vitest'
import type { OwnJob } from '../../packages/core/src/index.ts'
import { JobV2Input } from '../../packages/core/src/schemas/employer-job.ts'
import {
  contentBlocksOf,
  createBody,
  draftFromJob,
  emptyDraft,
  type JobDraft,
  sameContent,
  updateBody,
  withoutBlocks,
} from '../../portal/src/employer-jobs/job-draft.ts'

function typed(patch: Partial<JobDraft>): JobDraft {
  return { ...emptyDraft(1, 2), businessSiteId: 7, ...patch }
}

/** The job the server would answer for a create body (the fields the draft reads back). */
function saved(draft: JobDraft, status: OwnJob['status'] = 'draft'): OwnJob {
  const body = createBody(draft, 'draft')
  return {
    id: 42,
    slug: 'stelle-42',
    name: body.name,
    type_id: body.type_id,
    category: body.category ?? null,
    description: body.description,
    tasks: body.tasks,
    requirements: body.requirements,
    benefits: body.benefits,
    duration_months: body.duration_months ?? null,
    positions: body.positions,
    graduation: body.graduation ?? null,
    start_date: body.start_date ?? null,
    salary: body.salary ?? null,
    business_site_id: 7,
    content_blocks: body.content_blocks,
    status,
    version: draft.version,
  } as OwnJob
}

describe('job draft', () => {
  test('a v2 body passes the server schema: fields, standard blocks, then own sections', () => {
    const draft = typed({
      name: '  Ausbildung zum Bäcker (m/w/d) ',
      category: 'craft',
      description: 'Frisches Brot jeden Morgen.',
      tasks: 'Teig kneten\n\n  Brezen formen  \n',
      durationMonths: '36',
      positions: '2',
      graduation: 'main',
      startDate: '2027-09-01',
      salary: '950',
      sections: [
        { title: 'So bewirbst Du Dich', text: 'Schreib uns.', items: '' },
        { title: '', text: '', items: '' },
      ],
    })
    const body = createBody(draft, 'published')
    expect(JobV2Input.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({
      name: 'Ausbildung zum Bäcker (m/w/d)',
      type_id: 1,
      business_site_id: 7,
      tasks: ['Teig kneten', 'Brezen formen'],
      duration_months: 36,
      positions: 2,
      salary: 950,
      status: 'published',
    })
    expect(body.content_blocks.map((block) => [block.component, block.data.field ?? block.data.title])).toEqual([
      ['text', 'description'],
      ['text', 'tasks'],
      ['text', 'So bewirbst Du Dich'],
    ])
    // The legacy editor sends the same fields without blocks.
    expect('content_blocks' in withoutBlocks(body)).toBe(false)
  })

  test('a saved job opens with what was typed; own sections stay apart from the built blocks', () => {
    const draft = typed({
      name: 'Praktikum Mechatronik',
      description: 'Drei Tage.',
      benefits: 'Mittagessen\nFahrtkosten',
      sections: [{ title: 'Ablauf', text: 'Tag 1: Werkstatt', items: 'Sicherheit\nFräsen' }],
    })
    const reopened = draftFromJob(saved(draft), 2)
    expect(reopened.sections).toEqual(draft.sections)
    expect(sameContent(reopened, { ...draft, jobId: 42, jobSlug: 'stelle-42' })).toBe(true)
    // Saving it again builds the same blocks (no duplicated standard sections).
    expect(contentBlocksOf(reopened)).toEqual(contentBlocksOf(draft))
  })

  test('blocks that only repeat the fields (demo data, older jobs) are no own sections and are not saved twice', () => {
    const draft = typed({
      name: 'Praktikum Industriekaufmann (m/w/d)',
      description: 'Zwei Wochen im Büro.',
      tasks: 'Post und Ablage\nAngebote schreiben',
      benefits: 'Mittagessen',
    })
    // As the seed writes them: headings of its own, no `data.field`.
    const job = {
      ...saved(draft),
      content_blocks: [
        { component: 'text', data: { title: 'Über das Praktikum', text: 'Zwei Wochen im Büro.' } },
        { component: 'text', data: { title: 'Deine Aufgaben', items: ['Post und Ablage', 'Angebote schreiben'] } },
        { component: 'text', data: { title: 'Das bieten wir Dir', items: ['Mittagessen'] } },
        { component: 'text', data: { title: 'So bewirbst Du Dich', text: 'Per Chat.' } },
      ],
    } as OwnJob
    const reopened = draftFromJob(job, 2)
    expect(reopened.sections).toEqual([{ title: 'So bewirbst Du Dich', text: 'Per Chat.', items: '' }])
    expect(contentBlocksOf(reopened).map((block) => block.data.title)).toEqual([
      null,
      'Deine Aufgaben',
      'Das bieten wir Dir',
      'So bewirbst Du Dich',
    ])
  })

  test('type 3 carries its text and employment type in the legacy block, and reads it back', () => {
    const draft = { ...emptyDraft(3, 2), name: 'Verkäufer/in', description: 'Im Laden.', employmentType: 'Teilzeit' }
    const blocks = contentBlocksOf(draft)
    expect(blocks[0]).toMatchObject({
      component: 'legacy',
      data: { name: 'Verkäufer/in', description: 'Im Laden.', employment_type: 'Teilzeit' },
    })
    expect(draftFromJob(saved(draft), 2).employmentType).toBe('Teilzeit')
  })

  test('an update sends status only when it changes, and numbers as typed so the server names mistakes', () => {
    const draft = typed({ name: 'Stelle', durationMonths: 'drei', salary: '' })
    const body = updateBody(draft, null)
    expect('status' in body).toBe(false)
    expect(Number.isNaN(body.duration_months)).toBe(true)
    expect(body.salary).toBeNull()
    expect(updateBody(draft, 'archived').status).toBe('archived')
  })
})
