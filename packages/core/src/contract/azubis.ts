import { z } from 'zod'
import { AZUBI_ABOUT_MAX, AZUBI_TRAINING_YEARS } from '../rules/azubis.ts'
import { idField, idNumber, optionalHttpUrl, requiredText } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Image } from '../schemas/media.ts'
import { Confirmation } from '../schemas/user.ts'
import { companyPageRoutePaths as paths } from './company-pages-route-paths.ts'
import { defineRoute } from './define-route.ts'

const tag = 'Azubis'
const azubiParams = z.object({ azubiId: idField('Die Azubi-Id') })

/** An apprentice as the public company page shows them. */
export const Azubi = z
  .object({
    id: z.number().int(),
    name: z.string(),
    occupation: z.string(),
    training_year: z.number().int(),
    about: z.string(),
    image: Image.nullable(),
    video_url: z.string().nullable(),
  })
  .meta({ id: 'Azubi' })
export type Azubi = z.infer<typeof Azubi>

/** The company's own view: also when it noted the apprentice's consent. */
export const OwnAzubi = Azubi.extend({ consent_at: z.string() }).meta({ id: 'OwnAzubi' })
export type OwnAzubi = z.infer<typeof OwnAzubi>

export const AzubiBody = z
  .object({
    name: requiredText('den Vornamen', 'Der Name', 60),
    occupation: requiredText('den Ausbildungsberuf', 'Der Ausbildungsberuf', 120),
    training_year: z
      .number({ error: 'Bitte wähle das Ausbildungsjahr.' })
      .int('Das Ausbildungsjahr ist eine ganze Zahl.')
      .min(1, 'Das Ausbildungsjahr ist 1 bis 4.')
      .max(AZUBI_TRAINING_YEARS, `Das Ausbildungsjahr ist 1 bis ${AZUBI_TRAINING_YEARS}.`),
    about: requiredText('ein paar Sätze über die Ausbildung', 'Der Text', AZUBI_ABOUT_MAX),
    image_id: idNumber('Die Bild-Id').nullable().optional(),
    video_url: optionalHttpUrl('Der Video-Link', 500),
    consent: z.literal(true, {
      error: 'Bitte bestätige, dass die oder der Azubi einverstanden ist, hier gezeigt zu werden.',
    }),
  })
  .meta({ id: 'AzubiBody' })

export const businessAzubis = defineRoute(paths.businessAzubis, {
  summary: 'Die Azubis eines Unternehmens (öffentliche Seite /betriebe/{slug}/azubis)',
  tag,
  access: 'public',
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: dataEnvelope(
    z.object({
      business: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_url: z.string().nullable() }),
      azubis: z.array(Azubi),
    }),
  ),
})

export const ownAzubis = defineRoute(paths.ownAzubis, {
  summary: 'Die Azubis des eigenen Unternehmens mit dem Datum ihres Einverständnisses',
  tag,
  access: ['business'],
  response: dataEnvelope(z.array(OwnAzubi)),
})

export const createAzubi = defineRoute(paths.createAzubi, {
  summary: 'Eine:n Azubi des eigenen Unternehmens zeigen (mit Einverständnis)',
  tag,
  access: ['business'],
  body: AzubiBody,
  response: dataEnvelope(OwnAzubi),
  status: 201,
})

export const updateAzubi = defineRoute(paths.updateAzubi, {
  summary: 'Eine:n eigene:n Azubi ändern',
  tag,
  access: ['business'],
  params: azubiParams,
  body: AzubiBody,
  response: dataEnvelope(OwnAzubi),
})

export const deleteAzubi = defineRoute(paths.deleteAzubi, {
  summary: 'Eine:n eigene:n Azubi von der Seite nehmen',
  tag,
  access: ['business'],
  params: azubiParams,
  response: Confirmation,
})
