import { z } from 'zod'
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
