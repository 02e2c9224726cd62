import { CONTACT_PAGES, LEGAL_PAGES, type PublishedContentPage } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'
import { seedLegalPages } from './seed-legal-pages.ts'

// Without demo data (SEED=none) a German site still needs its legal pages.
const server = useTestServer({ SEED: 'none', OABAT_OPERATOR_REGISTER: 'Amtsgericht Passau, HRB 1234' })

describe('legal pages without demo data', () => {
  it('are published on the first start with SEED=none, with the configured register number', async () => {
    for (const { path } of [...LEGAL_PAGES, ...CONTACT_PAGES]) {
      const answer = await server().json<{ data: PublishedContentPage }>(`/api/content-pages?path=${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.body.data.version).toBe(1)
    }
    const impressum = await server().json<{ data: PublishedContentPage }>('/api/content-pages?path=/impressum')
    const text = JSON.stringify(impressum.body.data.blocks)
    expect(text).toContain('Amtsgericht Passau, HRB 1234')
    expect(text).toContain('Noch nicht eingetragen: Name des Betreibers (OABAT_OPERATOR_NAME)')
  })

  it('are not seeded again once they exist (an edited page stays as it is)', async () => {
    expect(await seedLegalPages(server().database.db, Date.now())).toEqual([])
  })

  it('a database seeded before /kontakt and /idee were content pages gets them; edited pages stay', async () => {
    const { db } = server().database
    // As before this change: the legal pages exist, the contact pages do not; the operator edited the Impressum.
    const contactIds = (
      await db
        .selectFrom('content_pages')
        .select('id')
        .where(
          'path',
          'in',
          CONTACT_PAGES.map((page) => page.path),
        )
        .execute()
    ).map((row) => row.id)
    await db.deleteFrom('content_page_versions').where('page_id', 'in', contactIds).execute()
    await db.deleteFrom('content_pages').where('id', 'in', contactIds).execute()
    const edited = JSON.stringify({ title: 'Impressum', description: 'Geändert.', blocks: [] })
    await db.updateTable('content_pages').set({ draft: edited }).where('path', '=', '/impressum').execute()

    expect(await seedLegalPages(db, Date.now())).toEqual(['/kontakt', '/idee'])
    const kontakt = await server().json<{ data: PublishedContentPage }>('/api/content-pages?path=/kontakt')
    expect(kontakt.body.data.blocks.find((block) => block.type === 'contact_form')).toMatchObject({ kind: 'kontakt' })
    const impressum = await db
      .selectFrom('content_pages')
      .select('draft')
      .where('path', '=', '/impressum')
      .executeTakeFirst()
    expect(impressum?.draft).toBe(edited)
  })
})
