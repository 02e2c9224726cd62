import { z } from 'zod'
import { RATING_MAX, RATING_MIN } from '../rules/ratings.ts'
import { REVIEW_MESSAGE_MAX, SURVEY_PROMPTS } from '../rules/survey.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { AnonymousJobRating, BusinessLike, BusinessLikeCount, JobRating, PlatformReview } from '../schemas/ratings.ts'
import { defineRoute } from './define-route.ts'
import { ratingRoutePaths as paths } from './rating-route-paths.ts'

const TAG = 'Bewertungen'

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine Zahl sein.`)
    .positive(`${label} muss eine Zahl sein.`)
    .max(RECORD_ID_MAX, ID_TOO_LARGE)

const rating = z
  .number({ error: 'Die Bewertung muss eine Zahl von 0 bis 100 sein.' })
  .int('Die Bewertung muss eine ganze Zahl sein.')
  .min(RATING_MIN, 'Die Bewertung muss zwischen 0 und 100 liegen.')
  .max(RATING_MAX, 'Die Bewertung muss zwischen 0 und 100 liegen.')

/** The browser's session id (local storage), as the analytics tracker makes it. */
export const anonymousUserIdField = z
  .string({ error: 'Die Sitzungskennung muss ein Text sein.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Die Sitzungskennung besteht aus 8 bis 64 Buchstaben, Ziffern, - oder _.')

export const jobRatings = defineRoute(paths.jobRatings, {
  summary: 'Die eigenen Bewertungen von Stellen (über 50 = Gefällt mir), optional mit den Stellen (Favoriten)',
  tag: TAG,
  access: ['trainee'],
  query: z.object({
    user_id: id('Die Nutzerkennung'),
    append_jobs: z.enum(['0', '1'], { error: 'append_jobs ist 0 oder 1.' }).optional(),
  }),
  response: dataEnvelope(z.array(JobRating)),
})

export const createJobRating = defineRoute(paths.createJobRating, {
  summary:
    'Eine Stelle bewerten (0–100; eine neue Bewertung derselben Stelle ersetzt die alte). Mit anonymous_user_id übernimmt sie die Gast-Bewertung dieser Sitzung.',
  tag: TAG,
  access: ['trainee'],
  body: z.object({
    job_id: id('Die Stelle'),
    user_id: id('Die Nutzerkennung'),
    rating,
    anonymous_user_id: anonymousUserIdField.optional(),
  }),
  response: dataEnvelope(JobRating),
  status: 201,
})

export const createAnonymousJobRating = defineRoute(paths.createAnonymousJobRating, {
  summary: 'Gast-Bewertung einer Stelle unter der Sitzungskennung, bis der Gast sich anmeldet',
  tag: TAG,
  access: 'guest',
  body: z.object({ job_id: id('Die Stelle'), anonymous_user_id: anonymousUserIdField, rating }),
  response: dataEnvelope(AnonymousJobRating),
  status: 201,
})

export const deleteJobRating = defineRoute(paths.deleteJobRating, {
  summary: 'Eine eigene Bewertung entfernen',
  tag: TAG,
  access: ['trainee'],
  params: z.object({ id: id('Die Bewertung') }),
  response: z.object({ message: z.string() }),
})

export const businessLikes = defineRoute(paths.businessLikes, {
  summary: 'Die eigenen Lieblingsunternehmen (Herz auf der Unternehmensseite), neueste zuerst, mit dem Unternehmen',
  tag: TAG,
  access: ['trainee'],
  query: z.object({ user_id: id('Die Nutzerkennung') }),
  response: dataEnvelope(z.array(BusinessLike)),
})

export const createBusinessLike = defineRoute(paths.createBusinessLike, {
  summary: 'Ein Unternehmen als Favorit markieren (ein zweites Mal ändert nichts)',
  tag: TAG,
  access: ['trainee'],
  body: z.object({ business_id: id('Das Unternehmen'), user_id: id('Die Nutzerkennung') }),
  response: dataEnvelope(BusinessLike),
  status: 201,
})

export const deleteBusinessLike = defineRoute(paths.deleteBusinessLike, {
  summary: 'Ein Unternehmen nicht mehr als Favorit führen',
  tag: TAG,
  access: ['trainee'],
  params: z.object({ businessId: id('Das Unternehmen') }),
  response: z.object({ message: z.string() }),
})

export const businessLikeCount = defineRoute(paths.businessLikeCount, {
  summary: 'Wie viele Schüler*innen das eigene Unternehmen als Favorit markiert haben (nie, wer)',
  tag: TAG,
  access: ['business'],
  params: z.object({ businessId: id('Das Unternehmen') }),
  response: BusinessLikeCount,
})

export const reviews = defineRoute(paths.reviews, {
  summary: 'Plattform-Bewertungen: die eigenen; das Admin-Konto sieht alle (die neuesten 500)',
  tag: TAG,
  access: 'user',
  response: dataEnvelope(z.array(PlatformReview)),
})

export const createReview = defineRoute(paths.createReview, {
  summary: 'Die Umfrage-Karte beantworten: Sterne 1–5, Nachricht, Umfrage (einmal je Umfrage)',
  tag: TAG,
  access: ['trainee', 'business', 'school', 'region'],
  body: z.object({
    rating: z
      .number({ error: 'Bitte wähle 1 bis 5 Sterne.' })
      .int('Bitte wähle 1 bis 5 Sterne.')
      .min(1, 'Bitte wähle 1 bis 5 Sterne.')
      .max(5, 'Bitte wähle 1 bis 5 Sterne.'),
    message: z
      .string({ error: 'Die Nachricht muss ein Text sein.' })
      .trim()
      .max(REVIEW_MESSAGE_MAX, `Die Nachricht darf höchstens ${REVIEW_MESSAGE_MAX} Zeichen lang sein.`)
      .default(''),
    type: z.enum(SURVEY_PROMPTS, { error: 'Diese Umfrage gibt es nicht.' }),
  }),
  response: dataEnvelope(PlatformReview),
  status: 201,
})
