import { CRAFT_LABELS, type Craft, foldedTokens, foldGerman } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { DialectName } from '../db/dialect.ts'
import type { Database } from '../db/schema.ts'
import { suggestLabel } from './suggest-label.ts'

/*
 * The full-text term index of the jobs (ARCHITECTURE decision 3): SQLite FTS5 or PostgreSQL German
 * full-text, chosen by dialect behind these few functions. Documents are folded (foldGerman), so
 * "Büro" and "Buero" match alike in both. Whatever writes jobs calls indexJobs for them.
 */

const BATCH = 2000
/** At most this many words of a term are searched; more only slow the query down. */
const MAX_TERM_WORDS = 8

interface DocumentRow {
  id: number
  name: string
  business_name: string
  category: string | null
  city: string
}

function documentOf(row: DocumentRow): string {
  const category = row.category ? (CRAFT_LABELS[row.category as Craft] ?? '') : ''
  return foldGerman(`${row.name} ${row.business_name} ${category} ${row.city}`)
}

async function writeDocuments(db: Kysely<Database>, dialect: DialectName, rows: DocumentRow[]): Promise<void> {
  if (rows.length === 0) return
  if (dialect === 'sqlite') {
    const values = rows.map((row) => sql`(${row.id}, ${documentOf(row)})`)
    await sql`insert into job_fts (rowid, document) values ${sql.join(values)}`.execute(db)
  } else {
    const values = rows.map((row) => sql`(${row.id}, to_tsvector('german', ${documentOf(row)}))`)
    await sql`insert into job_search_documents (job_id, document) values ${sql.join(values)}`.execute(db)
  }
}

function documentRows(db: Kysely<Database>) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .leftJoin('job_categories as c', 'c.id', 'j.category_id')
    .select(['j.id', 'j.name', 'b.name as business_name', 'c.slug as category', 'j.city'])
}

/** (Re)indexes the given jobs, e.g. after they were written. */
export async function indexJobs(db: Kysely<Database>, dialect: DialectName, jobIds: number[]): Promise<void> {
  for (let start = 0; start < jobIds.length; start += BATCH) {
    const ids = jobIds.slice(start, start + BATCH)
    if (dialect === 'sqlite') await sql`delete from job_fts where rowid in (${sql.join(ids)})`.execute(db)
    else await sql`delete from job_search_documents where job_id in (${sql.join(ids)})`.execute(db)
    await writeDocuments(db, dialect, await documentRows(db).where('j.id', 'in', ids).execute())
  }
}

/** Rebuilds the term index and the suggestions from all jobs and businesses. */
export async function rebuildSearchIndex(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  await sql`delete from ${sql.table(dialect === 'sqlite' ? 'job_fts' : 'job_search_documents')}`.execute(db)
  let lastId = 0
  for (;;) {
    const rows = await documentRows(db).where('j.id', '>', lastId).orderBy('j.id').limit(BATCH).execute()
    if (rows.length === 0) break
    await writeDocuments(db, dialect, rows)
    lastId = (rows[rows.length - 1] as DocumentRow).id
  }
  await rebuildSuggestions(db)
}

/** Job titles (as occupations, see suggestLabel) and company names, weighted by their published jobs. */
export async function rebuildSuggestions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('search_suggestions').execute()
  const byFolded = new Map<string, { label: string; weight: number; best: number }>()
  const names = await db
    .selectFrom('jobs')
    .select(['name', sql<number>`count(*)`.as('n')])
    .where('status', '=', 'published')
    .groupBy('name')
    .execute()
  for (const { name, n } of names) {
    const label = suggestLabel(name)
    const folded = foldGerman(label)
    if (folded.length < 2) continue
    const count = Number(n)
    const known = byFolded.get(folded)
    // The most frequent spelling of an occupation names it.
    if (!known) byFolded.set(folded, { label, weight: count, best: count })
    else {
      known.weight += count
      if (count > known.best) Object.assign(known, { label, best: count })
    }
  }
  const rows: Array<{ kind: 'job' | 'business'; label: string; folded: string; slug: string | null; weight: number }> =
    [...byFolded.entries()].map(([folded, { label, weight }]) => ({ kind: 'job', label, folded, slug: null, weight }))

  const businesses = await db
    .selectFrom('businesses as b')
    .leftJoin('jobs as j', (join) => join.onRef('j.business_id', '=', 'b.id').on('j.status', '=', 'published'))
    .select(['b.name', 'b.slug', sql<number>`count(j.id)`.as('n')])
    .where('b.is_visible', '=', 1)
    .groupBy(['b.id', 'b.name', 'b.slug'])
    .execute()
  const seenBusiness = new Set<string>()
  for (const b of businesses) {
    const folded = foldGerman(b.name)
    if (folded.length < 2 || seenBusiness.has(folded)) continue
    seenBusiness.add(folded)
    rows.push({ kind: 'business', label: b.name, folded, slug: b.slug, weight: Number(b.n) })
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('search_suggestions')
      .values(rows.slice(start, start + 1000))
      .execute()
  }
}

/** The folded words of a term as the index searches them (empty: the term has no letters or digits). */
export function termWords(term: string): string[] {
  return foldedTokens(term).slice(0, MAX_TERM_WORDS)
}

/** Ids of all jobs whose document holds every word of the term (each as a word prefix). */
export async function matchingJobIds(
  db: Kysely<Database>,
  dialect: DialectName,
  words: string[],
): Promise<Set<number>> {
  if (words.length === 0) return new Set()
  // Words are [a-z0-9] only (foldGerman), so they are safe inside the match syntax of both dialects.
  const rows =
    dialect === 'sqlite'
      ? await sql<{
          id: number
        }>`select rowid as id from job_fts where job_fts match ${words.map((w) => `"${w}"*`).join(' ')}`.execute(db)
      : await sql<{
          id: number
        }>`select job_id as id from job_search_documents where document @@ to_tsquery('german', ${words
          .map((w) => `${w}:*`)
          .join(' & ')})`.execute(db)
  return new Set(rows.rows.map((row) => Number(row.id)))
}
