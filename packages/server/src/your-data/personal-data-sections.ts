import { articlesSection } from '../articles/article-data-section.ts'
import { traineeProfileSection } from '../trainees/trainee-data-section.ts'
import {
  accountSection,
  deactivationSection,
  sessionsSection,
  settingsSection,
  socialAccountsSection,
} from './account-sections.ts'
import {
  chatConversationsSection,
  chatMessagesSection,
  jobInterestsSection,
  livestreamSection,
  profileVisitsSection,
} from './activity-sections.ts'
import type { PersonalDataSection } from './personal-data-section.ts'
import { pushSubscriptionsSection } from './push-section.ts'
import { businessLikesSection, jobRatingsSection, platformReviewsSection } from './rating-sections.ts'
import { materialsSection, uploadsSection } from './upload-sections.ts'

/**
 * Every table with data about a user, in the order of the export (docs/your-data.md). A new area
 * with such a table adds its section here: it is exported and deleted with the others.
 */
export const PERSONAL_DATA_SECTIONS: readonly PersonalDataSection[] = [
  accountSection,
  settingsSection,
  socialAccountsSection,
  sessionsSection,
  pushSubscriptionsSection,
  traineeProfileSection,
  jobInterestsSection,
  jobRatingsSection,
  businessLikesSection,
  platformReviewsSection,
  chatConversationsSection,
  chatMessagesSection,
  uploadsSection,
  livestreamSection,
  profileVisitsSection,
  materialsSection,
  articlesSection,
  deactivationSection,
]
