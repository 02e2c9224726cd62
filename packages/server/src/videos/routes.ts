import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { canEditBusiness, MAX_VIDEO_BYTES, VIDEO_MIME_TYPES, VIDEO_UNSUPPORTED_MESSAGE, type Video } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import { fileTypeFromBuffer } from 'file-type'
import type { Context, Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { LOGIN_REQUIRED, sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionLookup } from '../auth/session.ts'
import type { SessionUser } from '../auth/session-user.ts'
import type { VideosTable } from '../db/employer-schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { mediaRoot } from '../media/media-store.ts'
import { authorOf } from '../post-writes/routes.ts'
import { videoFileResponse } from './video-file-response.ts'

/** The tus endpoint (SPEC §4 Video upload: resumable, the client retries after 0, 3, 5, 10, 20 s). */
export const VIDEO_UPLOAD_PATH = '/api/videos/upload'
const VIDEO_TYPES = new Set(VIDEO_MIME_TYPES)
const UNSUPPORTED = VIDEO_UNSUPPORTED_MESSAGE
const VIDEO_NOT_FOUND = 'Dieses Video gibt es nicht.'
const NOT_OWN = 'Das ist nicht Dein Video.'
/** Carries the checked uploader from our handler into the tus hooks; never taken from the client. */
const OWNER_HEADER = 'x-oabat-uploader'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function toVideo(row: Omit<VideosTable, 'id'> & { id: number }, channels: string[]): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    type: row.mime_type,
    size: row.size,
    url: row.status === 'success' ? `/api/media/videos/${row.upload_id}` : null,
    channels,
    created_at: row.created_at,
  }
}

/** Channel slugs of each video. */
async function channelsOf(db: AppContext['db'], videoIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(videoIds.map((id) => [id, []]))
  if (videoIds.length === 0) return map
  const rows = await db
    .selectFrom('video_channels as vc')
    .innerJoin('channels as c', 'c.id', 'vc.channel_id')
    .select(['vc.video_id', 'c.slug'])
    .where('vc.video_id', 'in', videoIds)
    .orderBy('c.slug')
    .execute()
  for (const row of rows) map.get(row.video_id)?.push(row.slug)
  return map
}

async function answer(db: AppContext['db'], row: Omit<VideosTable, 'id'> & { id: number }): Promise<Video> {
  return toVideo(row, (await channelsOf(db, [row.id])).get(row.id) ?? [])
}

export function registerVideoRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const directory = path.join(mediaRoot(config), 'videos')
  const nowIso = () => new Date(context.now()).toISOString()

  const tus = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: new FileStore({ directory }),
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const owner = Number(req.headers.get(OWNER_HEADER))
      const type = upload.metadata?.filetype ?? ''
      if (!VIDEO_TYPES.has(type)) throw { status_code: 415, body: UNSUPPORTED }
      await db
        .insertInto('videos')
        .values({
          upload_id: upload.id,
          owner_user_id: owner,
          title: (upload.metadata?.filename ?? 'Video').slice(0, 150),
          description: null,
          status: 'pending',
          mime_type: type,
          size: upload.size ?? 0,
          created_at: nowIso(),
        })
        .execute()
      return {}
    },
    async onUploadFinish(_req, upload) {
      // The content decides, not the declared type: the first bytes must be MP4, WebM or MOV.
      const file = path.join(directory, upload.id)
      const handle = await fs.open(file, 'r')
      const head = Buffer.alloc(4100)
      await handle.read(head, 0, head.length, 0)
      await handle.close()
      const sniffed = await fileTypeFromBuffer(head)
      if (!sniffed || !VIDEO_TYPES.has(sniffed.mime)) {
        await db.updateTable('videos').set({ status: 'error' }).where('upload_id', '=', upload.id).execute()
        await fs.rm(file, { force: true })
        throw { status_code: 422, body: UNSUPPORTED }
      }
      await db
        .updateTable('videos')
        .set({ status: 'success', mime_type: sniffed.mime, size: upload.size ?? upload.offset })
        .where('upload_id', '=', upload.id)
        .execute()
      return {}
    },
  })

  /** The bytes and tus' info file of an upload. */
  async function removeUploadFiles(uploadId: string): Promise<void> {
    await fs.rm(path.join(directory, uploadId), { force: true })
    await fs.rm(path.join(directory, `${uploadId}.json`), { force: true })
  }

  /** Every tus request needs a login; an existing upload only its uploader. */
  async function handleTus(c: Context): Promise<Response> {
    const lookup = (await (c.get('lookupSession') as () => Promise<SessionLookup>)()) ?? { kind: 'none' }
    if (lookup.kind !== 'valid') return c.json({ message: LOGIN_REQUIRED }, 401)
    const user = lookup.session.user
    const uploadId = c.req.path.slice(VIDEO_UPLOAD_PATH.length + 1)
    if (uploadId) {
      const row = await db
        .selectFrom('videos')
        .select('owner_user_id')
        .where('upload_id', '=', uploadId)
        .executeTakeFirst()
      if (!row) return c.json({ message: VIDEO_NOT_FOUND }, 404)
      if (row.owner_user_id !== user.id) return c.json({ message: NOT_OWN }, 403)
    }
    const headers = new Headers(c.req.raw.headers)
    headers.set(OWNER_HEADER, String(user.id))
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') Object.assign(init, { body: c.req.raw.body, duplex: 'half' })
    const response = await tus.handleWeb(new Request(c.req.raw.url, init))
    if (c.req.method === 'DELETE' && response.status === 204 && uploadId) {
      await db.updateTable('videos').set({ status: 'cancel' }).where('upload_id', '=', uploadId).execute()
    }
    return response
  }
  app.on(['POST', 'OPTIONS'], VIDEO_UPLOAD_PATH, handleTus)
  // Hono answers HEAD through GET routes (the request keeps its HEAD method), so GET is listed for tus' HEAD.
  app.on(['GET', 'PATCH', 'DELETE', 'OPTIONS'], `${VIDEO_UPLOAD_PATH}/:uploadId`, handleTus)

  app.get('/api/media/videos/:uploadId', async (c) => {
    const uploadId = c.req.param('uploadId')
    if (!UUID.test(uploadId)) return c.json({ message: VIDEO_NOT_FOUND }, 404)
    const row = await db
      .selectFrom('videos')
      .select(['mime_type', 'status'])
      .where('upload_id', '=', uploadId)
      .executeTakeFirst()
    const response =
      row?.status === 'success'
        ? await videoFileResponse(path.join(directory, uploadId), row.mime_type, c.req.header('range'))
        : null
    return response ?? c.json({ message: VIDEO_NOT_FOUND }, 404)
  })

  registerRoute(app, contract.registerVideo, async ({ session, body }) => {
    const user = sessionOf(session).user
    const row = await db.selectFrom('videos').selectAll().where('upload_id', '=', body.upload_id).executeTakeFirst()
    if (!row) throw notFound(VIDEO_NOT_FOUND)
    if (row.owner_user_id !== user.id) throw new HttpError(403, NOT_OWN)
    if (row.status !== 'success') {
      const message = 'Das Video ist noch nicht vollständig hochgeladen.'
      throw new HttpError(422, message, { upload_id: [message] })
    }
    await db
      .updateTable('videos')
      .set({ title: body.title, description: body.description ?? null })
      .where('id', '=', row.id)
      .execute()
    return { data: await answer(db, { ...row, title: body.title, description: body.description ?? null }) }
  })

  registerRoute(app, contract.videos, async ({ session }) => {
    const user = sessionOf(session).user
    const rows = await db
      .selectFrom('videos')
      .selectAll()
      .where('owner_user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute()
    const channels = await channelsOf(
      db,
      rows.map((row) => row.id),
    )
    return { data: rows.map((row) => toVideo(row, channels.get(row.id) ?? [])) }
  })

  registerRoute(app, contract.video, async ({ session, params }) => {
    const row = await db.selectFrom('videos').selectAll().where('id', '=', params.videoId).executeTakeFirst()
    if (!row || (row.status !== 'success' && row.owner_user_id !== session?.user.id)) throw notFound(VIDEO_NOT_FOUND)
    return { data: await answer(db, row) }
  })

  registerRoute(app, contract.deleteVideo, async ({ session, params }) => {
    const user = sessionOf(session).user
    const row = await db.selectFrom('videos').selectAll().where('id', '=', params.videoId).executeTakeFirst()
    if (!row) throw notFound(VIDEO_NOT_FOUND)
    if (row.owner_user_id !== user.id) throw new HttpError(403, NOT_OWN)
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('businesses').set({ video_id: null }).where('video_id', '=', row.id).execute()
      await trx.deleteFrom('video_channels').where('video_id', '=', row.id).execute()
      await trx.deleteFrom('videos').where('id', '=', row.id).execute()
    })
    await removeUploadFiles(row.upload_id)
    return { message: 'Das Video wurde gelöscht.' }
  })

  registerRoute(app, contract.updateVideo, async ({ session, params, body }) => {
    const user = sessionOf(session).user
    const row = await db.selectFrom('videos').selectAll().where('id', '=', params.videoId).executeTakeFirst()
    if (!row) throw notFound(VIDEO_NOT_FOUND)
    if (row.owner_user_id !== user.id) throw new HttpError(403, NOT_OWN)
    const changes = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    }
    if (Object.keys(changes).length > 0) await db.updateTable('videos').set(changes).where('id', '=', row.id).execute()
    return { data: await answer(db, { ...row, ...changes }) }
  })

  /** SPEC §7 Business delete-video: the profile loses its video; a video of the company's own users is deleted too. */
  registerRoute(app, contract.deleteBusinessVideo, async ({ session, body }) => {
    const user = sessionOf(session).user
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug', 'video_id'])
      .where('id', '=', body.businessID)
      .executeTakeFirst()
    if (!business) throw notFound('Dieses Unternehmen gibt es nicht.')
    if (!canEditBusiness(user, business.slug)) throw new HttpError(403, 'Das ist nicht Dein Unternehmen.')
    if (business.video_id === null) return { message: 'Euer Profil hat kein Video.' }
    const video = await db
      .selectFrom('videos as v')
      .innerJoin('users as u', 'u.id', 'v.owner_user_id')
      .select(['v.id', 'v.upload_id'])
      .where('v.id', '=', business.video_id)
      .where('u.business_id', '=', business.id)
      .executeTakeFirst()
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('businesses').set({ video_id: null }).where('id', '=', business.id).execute()
      if (video) {
        await trx.updateTable('businesses').set({ video_id: null }).where('video_id', '=', video.id).execute()
        await trx.deleteFrom('video_channels').where('video_id', '=', video.id).execute()
        await trx.deleteFrom('videos').where('id', '=', video.id).execute()
      }
    })
    if (video) await removeUploadFiles(video.upload_id)
    return { message: 'Das Video wurde entfernt.' }
  })

  async function ownVideoInChannel(user: SessionUser, videoId: number, channel: string) {
    const row = await db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirst()
    if (!row) throw notFound(VIDEO_NOT_FOUND)
    if (row.owner_user_id !== user.id) throw new HttpError(403, NOT_OWN)
    const channelId = (await authorOf(db, user)).channels.get(channel)
    if (channelId === undefined) throw new HttpError(403, 'In diesem Kanal darfst Du nicht veröffentlichen.')
    return { row, channelId }
  }

  registerRoute(app, contract.addVideoChannel, async ({ session, params }) => {
    const { row, channelId } = await ownVideoInChannel(sessionOf(session).user, params.videoId, params.channel)
    // Adding twice (or twice at once) leaves one link.
    await db
      .insertInto('video_channels')
      .values({ video_id: row.id, channel_id: channelId })
      .onConflict((oc) => oc.columns(['video_id', 'channel_id']).doNothing())
      .execute()
    return { data: await answer(db, row) }
  })

  registerRoute(app, contract.removeVideoChannel, async ({ session, params }) => {
    const { row, channelId } = await ownVideoInChannel(sessionOf(session).user, params.videoId, params.channel)
    await db.deleteFrom('video_channels').where('video_id', '=', row.id).where('channel_id', '=', channelId).execute()
    return { data: await answer(db, row) }
  })
}
