import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { registerApplicantRoutes } from './applicant-routes.ts'
import { registerTraineeDocumentRoutes } from './trainee-document-routes.ts'
import { registerTraineeInterestRoutes } from './trainee-interest-routes.ts'
import { registerTraineePictureRoutes } from './trainee-picture-routes.ts'
import { registerTraineeProfileRoutes } from './trainee-profile-routes.ts'

/** The trainee area (issue #13 items 1–2, docs/trainee-profile.md). */
export function registerTraineeRoutes(app: Hono, context: AppContext): void {
  registerTraineeProfileRoutes(app, context)
  registerTraineeInterestRoutes(app, context)
  registerTraineePictureRoutes(app, context)
  registerTraineeDocumentRoutes(app, context)
  registerApplicantRoutes(app, context)
}
