import type { AuthToken, StoredFile } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let school: AuthToken
let region: AuthToken
let business: AuthToken
let channel: string

interface Material {
  id: number
  file_id: number
  channel: string
  title: string
  description: string | null
  file: { mime_type: string; original_filename: string; size: number }
  url: string
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

async function uploadPdf(token: string, name: string): Promise<StoredFile> {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name)
  const response = await fetch(`${server().url}/api/file`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: StoredFile }).data
}

beforeAll(async () => {
  school = await loginAs(server(), 'school')
  region = await loginAs(server(), 'region')
  business = await loginAs(server(), 'business')
  channel = school.user.school?.channel?.slug as string
})

describe('materials (SPEC §3 Material, §6 editMaterials, §7 CRUD /api/materials)', () => {
  it('a school puts its own file into its channel; everyone lists and downloads it; the school edits and deletes it', async () => {
    const file = await uploadPdf(school.token, 'bewerbungstipps.pdf')
    const created = await call<{ data: Material }>(
      'POST',
      '/api/materials',
      { file_id: file.id, channel, title: 'Bewerbungstipps', description: 'Für die 9. Klassen' },
      school.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      file_id: file.id,
      channel,
      title: 'Bewerbungstipps',
      description: 'Für die 9. Klassen',
      file: { mime_type: 'application/pdf', original_filename: 'bewerbungstipps.pdf', size: PDF.length },
    })
    const id = created.body.data.id

    const listed = await call<{ data: Material[] }>('GET', `/api/materials?channel=${channel}`)
    expect(listed.body.data.map((material) => material.id)).toContain(id)
    const download = await fetch(`${server().url}${created.body.data.url}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('bewerbungstipps.pdf')
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true)

    const renamed = await call<{ data: Material }>(
      'PUT',
      `/api/materials/${id}`,
      { title: 'Bewerbungstipps 2026', description: null },
      school.token,
    )
    expect(renamed.body.data).toMatchObject({ title: 'Bewerbungstipps 2026', description: null })

    // Replacing the file removes the old one, which nothing else uses.
    const newer = await uploadPdf(school.token, 'bewerbungstipps-neu.pdf')
    const replaced = await call<{ data: Material }>('PUT', `/api/materials/${id}`, { file_id: newer.id }, school.token)
    expect(replaced.body.data.file.original_filename).toBe('bewerbungstipps-neu.pdf')
    expect((await call('GET', `/api/files_info/${file.id}`, undefined, school.token)).status).toBe(404)

    expect((await call('DELETE', `/api/materials/${id}`, undefined, school.token)).status).toBe(200)
    expect((await call('GET', `/api/materials/${id}`)).status).toBe(404)
    expect((await call('GET', `/api/files_info/${newer.id}`, undefined, school.token)).status).toBe(404)
  })

  it('only the channel owner manages materials; foreign files, unknown channels and HTML are refused', async () => {
    const file = await uploadPdf(school.token, 'elternbrief.pdf')
    const created = await call<{ data: Material }>(
      'POST',
      '/api/materials',
      { file_id: file.id, channel, title: 'Elternbrief' },
      school.token,
    )
    const id = created.body.data.id

    // A channel that is not the caller's own (the demo region shares its channel with the school, so
    // both may manage it; the oabat channel is nobody's), a business, a guest.
    const regionFile = await uploadPdf(region.token, 'region.pdf')
    const regionChannel = region.user.region?.channel?.slug as string
    expect(regionChannel).toBe(channel)
    const foreignChannel = await call(
      'POST',
      '/api/materials',
      { file_id: regionFile.id, channel: 'oabat', title: 'Fremd' },
      region.token,
    )
    expect(foreignChannel.status).toBe(403)
    expect((await call('PUT', `/api/materials/${id}`, { title: 'Gekapert' }, business.token)).status).toBe(403)
    expect((await call('DELETE', `/api/materials/${id}`, undefined, business.token)).status).toBe(403)
    expect(
      (await call('POST', '/api/materials', { file_id: file.id, channel, title: 'X' }, business.token)).status,
    ).toBe(403)
    expect((await call('POST', '/api/materials', { file_id: file.id, channel, title: 'X' })).status).toBe(401)

    // Someone else's file, an unknown channel, HTML in the title: 422 on the field, nothing stored.
    const foreignFile = await call(
      'POST',
      '/api/materials',
      { file_id: regionFile.id, channel, title: 'X' },
      school.token,
    )
    expect(foreignFile.status).toBe(422)
    expect(foreignFile.body.errors?.file_id).toEqual(['Diese Datei gibt es nicht oder sie gehört nicht Dir.'])
    const unknown = await call(
      'POST',
      '/api/materials',
      { file_id: file.id, channel: 'gibt-es-nicht', title: 'X' },
      school.token,
    )
    expect(unknown.status).toBe(422)
    const html = await call('POST', '/api/materials', { file_id: file.id, channel, title: '<b>Fett</b>' }, school.token)
    expect(html.status).toBe(422)
    expect(html.body.errors?.title).toEqual(['HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.'])
    const listed = await call<{ data: Material[] }>('GET', `/api/materials?channel=${channel}`)
    expect(listed.body.data.map((material) => material.title)).toEqual(['Elternbrief'])
    expect((await call('GET', '/api/materials?channel=gibt-es-nicht')).status).toBe(404)
    expect((await call('GET', '/api/materials')).status).toBe(422)
  })
})
