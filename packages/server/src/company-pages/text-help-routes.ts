/**
 * @module text-help routes — „Textvorschlag“ (issue #15 item 7, docs/company-pages.md): POST
 * /api/v2/magic/generate fills a job ad's sections from templates, the occupation catalogue
 * (the recognised apprenticeships of the seed, GET /api/system_jobs) and the company's own words.
 * No AI service and no network call: the text is put together here, and the answer says so.
 */
import {
  foldGerman,
  hasBusinessPermission,
  TEXT_HELP_NOTICE,
  TEXT_HELP_PERMISSION,
  type TextHelpTemplate,
} from '@oabat/core'
import { contract, type TextSuggestion } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { systemJob, systemJobAdvantages, systemJobAttributes } from '../employer-jobs/system-jobs.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { GENERAL_REQUIREMENTS, INTERN_BENEFITS } from '../seed/job-texts.ts'
import { OCCUPATIONS, type Occupation } from '../seed/occupations.ts'

const NO_PERMISSION = 'Die Textvorschläge sind in Eurem Paket nicht enthalten.'
const NO_BUSINESS = 'Nur Unternehmen bekommen Textvorschläge.'
const UNKNOWN_OCCUPATION = 'Diesen Beruf kennt unser Katalog nicht. Bitte wähle einen Beruf aus der Liste.'

/** A catalogue occupation by its slug or its name (either form, case and umlauts folded). */
function occupationOf(input: string): Occupation | null {
  const bySlug = systemJob(input)
  if (bySlug) return bySlug
  const wanted = foldGerman(input)
  return OCCUPATIONS.find((o) => foldGerman(o.neutral) === wanted || foldGerman(o.male) === wanted) ?? null
}

function paragraphs(...parts: Array<string | null>): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n')
}

/** The template's sections for one occupation and company. */
export function suggestion(
  template: TextHelpTemplate,
  occupation: Occupation,
  company: string,
  highlights: string | null,
): TextSuggestion {
  const attributes = systemJobAttributes(occupation)
  const special = highlights ? `Was uns besonders macht: ${highlights}` : null
  if (template === 'praktikum')
    return {
      template,
      notice: TEXT_HELP_NOTICE,
      name: `Praktikum: ${occupation.neutral}`,
      description: paragraphs(
        `Du möchtest herausfinden, ob ${occupation.neutral} zu Dir passt? Bei ${company} schaust Du unseren Fachleuten über die Schulter und packst selbst mit an.`,
        special,
        'Melde Dich einfach bei uns – wir freuen uns auf Dich!',
      ),
      tasks: attributes.tasks.slice(0, 4).map((task) => `Reinschnuppern: ${task}`),
      requirements: ['Neugier und Lust, mit anzupacken', ...GENERAL_REQUIREMENTS.slice(0, 2)],
      benefits: [...INTERN_BENEFITS],
    }
  return {
    template,
    notice: TEXT_HELP_NOTICE,
    name: `Ausbildung zum ${occupation.male} (m/w/d)`,
    description: paragraphs(
      `${company} bildet Dich aus: ${occupation.neutral}. Die Ausbildung dauert ${occupation.months} Monate – im Betrieb und in der Berufsschule.`,
      special,
      'Klingt gut? Zeig uns Dein Interesse – wir melden uns bei Dir.',
    ),
    tasks: attributes.tasks,
    requirements: attributes.requirements,
    benefits: systemJobAdvantages(),
  }
}

export function registerTextHelpRoutes(app: Hono, context: AppContext): void {
  registerRoute(app, contract.magicGenerate, async ({ session, body }) => {
    const { user } = sessionOf(session)
    if (!user.business) throw new HttpError(403, NO_BUSINESS)
    if (!hasBusinessPermission(user, TEXT_HELP_PERMISSION)) throw new HttpError(403, NO_PERMISSION)
    const occupation = occupationOf(body.inputs.occupation)
    if (!occupation) throw new HttpError(422, UNKNOWN_OCCUPATION, { 'inputs.occupation': [UNKNOWN_OCCUPATION] })
    const business = await context.db
      .selectFrom('businesses')
      .select('name')
      .where('id', '=', user.business.id)
      .executeTakeFirstOrThrow()
    return { data: suggestion(body.template, occupation, business.name, body.inputs.highlights ?? null) }
  })
}
