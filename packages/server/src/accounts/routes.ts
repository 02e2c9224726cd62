import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { registerLoginRoutes } from '../auth/login-routes.ts'
import { registerSocialRoutes } from '../auth/social-routes.ts'
import { registerVerificationRoutes } from '../auth/verification-routes.ts'
import { registerSchoolBaseRoutes } from '../schools/school-base-routes.ts'
import { registerSchoolBulletinBoardRoutes } from '../schools/school-bulletin-board-routes.ts'
import { registerSchoolProfileRoutes } from '../schools/school-profile-routes.ts'
import { registerSchoolUserRoutes } from '../schools/school-user-routes.ts'
import { registerSignupSlotRoutes } from '../speeddating/signup-slot-routes.ts'
import { registerAccountRoutes } from './account-routes.ts'
import { registerBusinessRegistrationRoutes } from './business-registration-routes.ts'
import { registerBusinessUserRemovalRoutes } from './business-user-removal-routes.ts'
import { registerEmailChangeRoutes } from './email-change-routes.ts'
import { registerInvitationRoutes } from './invitation-routes.ts'
import { registerPasswordRoutes } from './password-routes.ts'
import { registerSchoolAndRegionRegistrationRoutes } from './school-region-registration-routes.ts'
import { registerSettingsRoutes } from './settings-routes.ts'
import { registerTraineeRegistrationRoutes } from './trainee-registration-routes.ts'

/** Every call of SPEC §7 "Auth and account". */
export function registerAccountAreaRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  registerLoginRoutes(app, context, services)
  registerVerificationRoutes(app, context, services)
  registerSocialRoutes(app, context, services)
  registerTraineeRegistrationRoutes(app, context, services)
  registerBusinessRegistrationRoutes(app, context, services)
  registerSchoolAndRegionRegistrationRoutes(app, context, services)
  registerPasswordRoutes(app, context, services)
  registerInvitationRoutes(app, context, services)
  registerBusinessUserRemovalRoutes(app, context, services)
  registerSchoolProfileRoutes(app, context)
  registerSchoolUserRoutes(app, context, services)
  registerSchoolBaseRoutes(app, context, services)
  registerSignupSlotRoutes(app, context, services)
  registerSchoolBulletinBoardRoutes(app, context)
  registerEmailChangeRoutes(app, context, services)
  registerAccountRoutes(app, context)
  registerSettingsRoutes(app, context)
}
