import type { User } from '../schemas/user.ts'

/** A complete User as GET /api/auth/user answers it, with the given role object. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'lena@example.de',
    scope: 'trainee',
    firstname: 'Lena',
    lastname: 'Huber',
    phone_number: null,
    email_verified: true,
    trainee: {
      id: 7,
      firstname: 'Lena',
      lastname: 'Huber',
      gender: null,
      birthdate: '2008-04-01',
      phone_number: null,
      onboarding_completed: false,
      allows_chat_notification: true,
      allows_newsletter: false,
      allows_application_notification: true,
      allows_recommendations: true,
      temp_email: null,
    },
    business: null,
    school: null,
    region: null,
    permissions: [],
    one_signal_id: null,
    business_id: null,
    tutorial_steps: [],
    ever_liked_job: false,
    profile_path: '/i/profile',
    notification_settings: {
      allows_chat_notification: true,
      allows_newsletter: false,
      allows_application_notification: true,
      allows_recommendations: true,
    },
    is_admin: false,
    is_support: false,
    is_dashboard: false,
    is_superadmin: false,
    impersonated_by: null,
    ...overrides,
  }
}
