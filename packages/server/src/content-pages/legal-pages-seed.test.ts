import { LEGAL_PAGES, type PublishedContentPage } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'
import { seedLegalPages } from './seed-legal-pages.ts'

// Without demo data (SEED=none) a German site still needs its legal pages.
const server = useTestServer({ SEED: 'none', OABAT_OPERATOR_REGISTER: 'Amtsgericht Passau, HRB 1234' })

describe('legal pages without demo data', () => {
  it('are published on the first start with SEED=none, with the configured register number', async () => {
    for (const { path } of LEGAL_PAGES) {
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
})
