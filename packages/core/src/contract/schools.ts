import { z } from 'zod'
import { flagField, idField } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { School, SchoolUpdateBody } from '../schemas/school.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Schulen'
const schoolParams = z.object({ idOrSlug: z.string().min(1).max(200) })

export const school = defineRoute(routePaths.school, {
  summary: 'Eine Schule nach Id oder Slug',
  tag,
  access: 'public',
  params: schoolParams,
  response: dataEnvelope(School),
})

export const updateSchool = defineRoute(routePaths.updateSchool, {
  summary: 'Das Profil der eigenen Schule ändern (Über uns, Bild); eine andere Schule: 403',
  tag,
  access: ['school'],
  params: schoolParams,
  body: SchoolUpdateBody,
  response: dataEnvelope(School),
})

/**
 * The admin unlocks or locks a school's Schwarzes Brett (SPEC §3 is_minibat_unlocked). Unlocking
 * tells the school's open pages live (`private-school.{id}`, BulletinBoardUnlocked). SPEC names no
 * path for it; the admin page for it follows with issue #17.
 */
export const setSchoolBulletinBoard = defineRoute(routePaths.setSchoolBulletinBoard, {
  summary: 'Das Schwarze Brett einer Schule freischalten oder sperren (nur Admin)',
  tag,
  access: 'admin',
  params: z.object({ id: idField('Die Schul-Id') }),
  body: z.object({ is_minibat_unlocked: flagField }).meta({ id: 'SchoolBulletinBoardBody' }),
  response: dataEnvelope(School),
})
