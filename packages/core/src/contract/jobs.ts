import { z } from 'zod'
import { Business, BusinessRef, BusinessSite } from '../schemas/business.ts'
import { BusinessProfileFields } from '../schemas/business-profile.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Job, JobSummary, JobV2 } from '../schemas/job.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const slugParam = z.string().min(1).max(200)

export const job = defineRoute(routePaths.job, {
  summary: 'Eine veröffentlichte Stelle',
  tag: 'Stellen',
  access: 'public',
  params: z.object({ slug: slugParam }),
  response: dataEnvelope(Job),
})

export const jobV2 = defineRoute(routePaths.jobV2, {
  summary: 'Eine veröffentlichte Stelle mit Inhaltsblöcken',
  tag: 'Stellen',
  access: 'public',
  params: z.object({ slug: slugParam }),
  response: dataEnvelope(JobV2),
})

export const business = defineRoute(routePaths.business, {
  summary: 'Ein Unternehmen mit Standorten',
  tag: 'Unternehmen',
  access: 'public',
  params: z.object({ idOrSlug: slugParam }),
  response: dataEnvelope(Business.extend({ jobs: z.array(JobSummary), ...BusinessProfileFields.shape })),
})

export const businessSite = defineRoute(routePaths.businessSite, {
  summary: 'Ein Standort eines Unternehmens mit seinen Stellen',
  tag: 'Unternehmen',
  access: 'public',
  params: z.object({ slug: slugParam }),
  response: dataEnvelope(BusinessSite.extend({ business: BusinessRef, jobs: z.array(JobSummary) })),
})
