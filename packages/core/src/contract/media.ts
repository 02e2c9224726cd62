import { z } from 'zod'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { FileClaim, FileUpdate, FileUpload, Image, ImageUpdate, ImageUpload, StoredFile } from '../schemas/media.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'

const TAG = 'Medien'
const id = z.coerce
  .number({ error: 'Die Id muss eine Zahl sein.' })
  .int()
  .positive('Die Id muss eine Zahl sein.')
  .max(RECORD_ID_MAX, ID_TOO_LARGE)
const imageParams = z.object({ imageId: id })
const fileParams = z.object({ fileId: id })
const message = z.object({ message: z.string() })

export const uploadImage = defineRoute(paths.uploadImage, {
  summary: 'Bild hochladen (multipart: image, public); wird in drei Größen als AVIF, WebP und JPEG gespeichert',
  tag: TAG,
  access: 'user',
  body: ImageUpload,
  response: dataEnvelope(Image),
  status: 201,
})

export const image = defineRoute(paths.image, {
  summary: 'Ein Bild (private nur für den Besitzer)',
  tag: TAG,
  access: 'public',
  params: imageParams,
  response: dataEnvelope(Image),
})

export const updateImage = defineRoute(paths.updateImage, {
  summary: 'Sichtbarkeit oder Namen eines eigenen Bildes ändern',
  tag: TAG,
  access: 'user',
  params: imageParams,
  body: ImageUpdate,
  response: dataEnvelope(Image),
})

export const deleteImage = defineRoute(paths.deleteImage, {
  summary: 'Eigenes Bild mit allen Varianten löschen',
  tag: TAG,
  access: 'user',
  params: imageParams,
  response: message,
})

export const uploadFile = defineRoute(paths.uploadFile, {
  summary:
    'Datei hochladen (multipart: file; PDF, JPEG, PNG, WebP, DOCX; höchstens 10 MB). Gäste erhalten eine uuid zum späteren Übernehmen',
  tag: TAG,
  access: 'public',
  body: FileUpload,
  response: dataEnvelope(StoredFile),
  status: 201,
})

export const fileBlob = defineRoute(paths.fileBlob, {
  summary:
    'Inhalt einer Datei (Besitzer, Admin, der Betrieb, dem sie mit einer Anfrage geschickt wurde, und wer an einer Unterhaltung teilnimmt, in der sie geschickt wurde)',
  tag: TAG,
  access: 'user',
  params: fileParams,
  response: z.string().meta({ format: 'binary' }),
})

export const fileInfo = defineRoute(paths.fileInfo, {
  summary: 'Angaben zu einer Datei',
  tag: TAG,
  access: 'user',
  params: fileParams,
  response: dataEnvelope(StoredFile),
})

export const updateFile = defineRoute(paths.updateFile, {
  summary: 'Eigene Datei umbenennen',
  tag: TAG,
  access: 'user',
  params: fileParams,
  body: FileUpdate,
  response: dataEnvelope(StoredFile),
})

export const deleteFile = defineRoute(paths.deleteFile, {
  summary: 'Eigene Datei löschen',
  tag: TAG,
  access: 'user',
  params: fileParams,
  response: message,
})

export const claimFile = defineRoute(paths.claimFile, {
  summary: 'Eine als Gast hochgeladene Datei mit ihrer uuid übernehmen',
  tag: TAG,
  access: 'user',
  params: fileParams,
  body: FileClaim,
  response: dataEnvelope(StoredFile),
})
