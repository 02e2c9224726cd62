import fs from 'node:fs/promises'
import { canEditMaterials } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { filePath } from './media-store.ts'

const MATERIAL_NOT_FOUND = 'Dieses Material gibt es nicht.'
const CHANNEL_NOT_FOUND = 'Diesen Kanal gibt es nicht.'
const NOT_OWN_CHANNEL = 'Materialien darfst Du nur in Deinem eigenen Kanal verwalten.'
const FILE_NOT_OWN = 'Diese Datei gibt es nicht oder sie gehört nicht Dir.'

type Db = AppContext['db']

/** A material row joined with its channel and file: everything the answer shows. */
function materialRows(db: Db) {
  return db
    .selectFrom('materials as m')
    .innerJoin('channels as c', 'c.id', 'm.channel_id')
    .innerJoin('files as f', 'f.id', 'm.file_id')
    .select([
      'm.id',
      'm.file_id',
      'm.title',
      'm.description',
      'm.created_at',
      'm.updated_at',
      'c.slug as channel',
      'f.mime_type',
      'f.original_filename',
      'f.size',
      'f.uuid',
    ])
}

type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialRows>['executeTakeFirstOrThrow']>>

function toMaterial(row: MaterialRow) {
  return {
    id: row.id,
    file_id: row.file_id,
    channel: row.channel,
    title: row.title,
    description: row.description,
    file: { mime_type: row.mime_type, original_filename: row.original_filename, size: row.size },
    url: `/api/materials/${row.id}/file`,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

async function materialById(db: Db, id: number): Promise<MaterialRow> {
  const row = await materialRows(db).where('m.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(MATERIAL_NOT_FOUND)
  return row
}

/** A file for a material must be the caller's own upload (POST /api/file while logged in, or claimed). */
async function checkOwnFile(db: Db, user: SessionUser, fileId: number): Promise<void> {
  const file = await db
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('owner_user_id', '=', user.id)
    .executeTakeFirst()
  if (!file) throw new HttpError(422, FILE_NOT_OWN, { file_id: [FILE_NOT_OWN] })
}

/**
 * SPEC §3 Material, §7 Media (CRUD /api/materials, GET with channel), §6 editMaterials: a school
 * or region manages the materials of its own channel; everyone may read and download them.
 */
export function registerMaterialRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const nowIso = () => new Date(context.now()).toISOString()

  /** Removes a file no material and no chat message uses any more (a material's file goes with it). */
  async function dropUnusedFile(fileId: number): Promise<void> {
    const [material, message] = await Promise.all([
      db.selectFrom('materials').select('id').where('file_id', '=', fileId).executeTakeFirst(),
      db.selectFrom('chat_messages').select('id').where('file_id', '=', fileId).executeTakeFirst(),
    ])
    if (material || message) return
    const file = await db.selectFrom('files').select(['id', 'uuid']).where('id', '=', fileId).executeTakeFirst()
    if (!file) return
    await db.deleteFrom('files').where('id', '=', file.id).execute()
    await fs.rm(filePath(config, file.uuid), { force: true })
  }

  registerRoute(app, contract.materials, async ({ query }) => {
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', query.channel).executeTakeFirst()
    if (!channel) throw notFound(CHANNEL_NOT_FOUND)
    const rows = await materialRows(db).where('m.channel_id', '=', channel.id).orderBy('m.id', 'desc').execute()
    return { data: rows.map(toMaterial) }
  })

  registerRoute(app, contract.material, async ({ params }) => ({
    data: toMaterial(await materialById(db, params.materialId)),
  }))

  registerRoute(app, contract.materialFile, async ({ params, context: c }) => {
    const row = await materialById(db, params.materialId)
    const data = await fs.readFile(filePath(config, row.uuid)).catch(() => null)
    if (!data) throw notFound('Diese Datei gibt es nicht.')
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': row.mime_type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.original_filename)}`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  registerRoute(app, contract.createMaterial, async ({ session, body }) => {
    const user = sessionOf(session).user
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', body.channel).executeTakeFirst()
    if (!channel) throw new HttpError(422, CHANNEL_NOT_FOUND, { channel: [CHANNEL_NOT_FOUND] })
    if (!canEditMaterials(user, body.channel)) throw new HttpError(403, NOT_OWN_CHANNEL)
    await checkOwnFile(db, user, body.file_id)
    const now = nowIso()
    const inserted = await db
      .insertInto('materials')
      .values({
        file_id: body.file_id,
        channel_id: channel.id,
        author_user_id: user.id,
        title: body.title,
        description: body.description || null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { data: toMaterial(await materialById(db, Number(inserted.id))) }
  })

  registerRoute(app, contract.updateMaterial, async ({ session, params, body }) => {
    const user = sessionOf(session).user
    const row = await materialById(db, params.materialId)
    if (!canEditMaterials(user, row.channel)) throw new HttpError(403, NOT_OWN_CHANNEL)
    if (body.file_id !== undefined && body.file_id !== row.file_id) await checkOwnFile(db, user, body.file_id)
    await db
      .updateTable('materials')
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(body.file_id !== undefined ? { file_id: body.file_id } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', row.id)
      .execute()
    // A replaced file that nothing else uses would be an orphan.
    if (body.file_id !== undefined && body.file_id !== row.file_id) await dropUnusedFile(row.file_id)
    return { data: toMaterial(await materialById(db, row.id)) }
  })

  registerRoute(app, contract.deleteMaterial, async ({ session, params }) => {
    const user = sessionOf(session).user
    const row = await materialById(db, params.materialId)
    if (!canEditMaterials(user, row.channel)) throw new HttpError(403, NOT_OWN_CHANNEL)
    await db.deleteFrom('materials').where('id', '=', row.id).execute()
    await dropUnusedFile(row.file_id)
    return { message: 'Das Material wurde gelöscht.' }
  })
}
