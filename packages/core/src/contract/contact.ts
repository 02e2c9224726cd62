import { AppLinkBody, ContactBody } from '../schemas/contact.ts'
import { Confirmation } from '../schemas/user.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Kontakt'

export const contactUs = defineRoute(routePaths.contactUs, {
  summary: 'Nachricht an oabat (Kontakt- und Ideenformular); ohne Nachricht „No content provided“',
  tag,
  access: 'public',
  body: ContactBody,
  response: Confirmation,
})

export const appLink = defineRoute(routePaths.appLink, {
  summary: 'Einen Link zum Portal an eine E-Mail-Adresse schicken',
  tag,
  access: 'public',
  body: AppLinkBody,
  response: Confirmation,
})
