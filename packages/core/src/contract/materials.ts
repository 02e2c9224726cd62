import { z } from 'zod'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { ChannelSlug, Material, MaterialInput, MaterialUpdate } from '../schemas/material.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'

const TAG = 'Medien'
const materialParams = z.object({
  materialId: z.coerce
    .number({ error: 'Die Id muss eine Zahl sein.' })
    .int()
    .positive('Die Id muss eine Zahl sein.')
    .max(RECORD_ID_MAX, ID_TOO_LARGE),
})

export const materials = defineRoute(paths.materials, {
  summary: 'Materialien eines Kanals (SPEC §7: GET mit channel), neueste zuerst',
  tag: TAG,
  access: 'public',
  query: z.object({ channel: ChannelSlug }),
  response: dataEnvelope(z.array(Material)),
})

export const material = defineRoute(paths.material, {
  summary: 'Ein Material',
  tag: TAG,
  access: 'public',
  params: materialParams,
  response: dataEnvelope(Material),
})

export const materialFile = defineRoute(paths.materialFile, {
  summary: 'Die Datei eines Materials herunterladen',
  tag: TAG,
  access: 'public',
  params: materialParams,
  response: z.string().meta({ format: 'binary' }),
})

export const createMaterial = defineRoute(paths.createMaterial, {
  summary: 'Material im eigenen Kanal anlegen (Schule oder Region, SPEC §6 editMaterials) mit einer eigenen Datei',
  tag: TAG,
  access: ['school', 'region'],
  body: MaterialInput,
  response: dataEnvelope(Material),
  status: 201,
})

export const updateMaterial = defineRoute(paths.updateMaterial, {
  summary: 'Material des eigenen Kanals ändern (Titel, Beschreibung, Datei)',
  tag: TAG,
  access: ['school', 'region'],
  params: materialParams,
  body: MaterialUpdate,
  response: dataEnvelope(Material),
})

export const deleteMaterial = defineRoute(paths.deleteMaterial, {
  summary: 'Material des eigenen Kanals löschen; die eigene Datei geht mit, wenn sie sonst nirgends verwendet wird',
  tag: TAG,
  access: ['school', 'region'],
  params: materialParams,
  response: z.object({ message: z.string() }),
})
