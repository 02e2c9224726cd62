import { z } from 'zod'
import { TEXT_HELP_HIGHLIGHTS_MAX, TEXT_HELP_TEMPLATES } from '../rules/text-help.ts'
import { optionalText } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { companyPageRoutePaths as paths } from './company-pages-route-paths.ts'
import { defineRoute } from './define-route.ts'

/** The sections a template fills; lists one entry per item. */
export const TextSuggestion = z
  .object({
    template: z.enum(TEXT_HELP_TEMPLATES),
    /** Says plainly that this is a template and that nothing was sent anywhere. */
    notice: z.string(),
    name: z.string(),
    description: z.string(),
    tasks: z.array(z.string()),
    requirements: z.array(z.string()),
    benefits: z.array(z.string()),
  })
  .meta({ id: 'TextSuggestion' })
export type TextSuggestion = z.infer<typeof TextSuggestion>

export const magicGenerate = defineRoute(paths.magicGenerate, {
  summary: 'Textvorschlag für eine Stelle aus Vorlagen und dem Berufekatalog (keine KI, nichts wird weitergegeben)',
  tag: 'Textvorschlag',
  access: ['business'],
  body: z
    .object({
      template: z.enum(TEXT_HELP_TEMPLATES, { error: 'Bitte wähle die Vorlage: ausbildung oder praktikum.' }),
      inputs: z.object(
        {
          occupation: z
            .string({ error: 'Bitte wähle einen Beruf aus dem Katalog.' })
            .trim()
            .min(1, 'Bitte wähle einen Beruf aus dem Katalog.')
            .max(200, 'Bitte wähle einen Beruf aus dem Katalog.'),
          highlights: optionalText('Was Euch besonders macht', TEXT_HELP_HIGHLIGHTS_MAX),
        },
        { error: 'Bitte gib an, wofür der Text sein soll (inputs).' },
      ),
    })
    .meta({ id: 'TextHelpRequest' }),
  response: dataEnvelope(TextSuggestion),
})
