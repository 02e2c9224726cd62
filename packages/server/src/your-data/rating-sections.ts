import type { PersonalDataSection } from './personal-data-section.ts'

/** The trainee's ratings of jobs (docs/ratings.md), with the job's title so the file reads on its own. */
export const jobRatingsSection: PersonalDataSection = {
  name: 'job_ratings',
  title: 'Deine Bewertungen von Stellen',
  rows: (db, userId) =>
    db
      .selectFrom('job_ratings')
      .leftJoin('jobs', 'jobs.id', 'job_ratings.job_id')
      .select([
        'job_ratings.job_id',
        'jobs.name as job_name',
        'job_ratings.rating',
        'job_ratings.created_at',
        'job_ratings.updated_at',
      ])
      .where('job_ratings.user_id', '=', userId)
      .orderBy('job_ratings.created_at')
      .execute(),
  erase: async (trx, userId) => {
    await trx.deleteFrom('job_ratings').where('user_id', '=', userId).execute()
    return []
  },
}

/** The answers of the survey card (SPEC §3 Review). */
export const platformReviewsSection: PersonalDataSection = {
  name: 'platform_reviews',
  title: 'Deine Rückmeldungen zu oabat',
  rows: (db, userId) =>
    db
      .selectFrom('platform_reviews')
      .select(['type', 'rating', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  erase: async (trx, userId) => {
    await trx.deleteFrom('platform_reviews').where('user_id', '=', userId).execute()
    return []
  },
}

/** The trainee's favourite companies (docs/ratings.md), with the company's name. */
export const businessLikesSection: PersonalDataSection = {
  name: 'business_likes',
  title: 'Deine Lieblingsunternehmen',
  rows: (db, userId) =>
    db
      .selectFrom('business_likes')
      .leftJoin('businesses', 'businesses.id', 'business_likes.business_id')
      .select(['business_likes.business_id', 'businesses.name as business_name', 'business_likes.created_at'])
      .where('business_likes.user_id', '=', userId)
      .orderBy('business_likes.created_at')
      .execute(),
  erase: async (trx, userId) => {
    await trx.deleteFrom('business_likes').where('user_id', '=', userId).execute()
    return []
  },
}
