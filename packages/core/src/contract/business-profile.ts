import { z } from 'zod'
import {
  ActivitiesInput,
  BusinessAround,
  BusinessProfileUpdate,
  BusinessSite,
  BusinessSiteInput,
  BusinessSiteUpdate,
  BusinessUser,
  ContactPersonDetail,
  ContactPersonInput,
  ContactPersonUpdate,
} from '../schemas/business-profile.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'
import { business as publicBusiness } from './jobs.ts'

const TAG = 'Unternehmen (Profil)'
const businessIdParams = z.object({
  businessId: z.coerce
    .number({ error: 'Die Unternehmens-Id muss eine Zahl sein.' })
    .int()
    .positive('Die Unternehmens-Id muss eine Zahl sein.'),
})

export const updateBusiness = defineRoute(paths.updateBusiness, {
  summary: 'Profil des eigenen Unternehmens ändern (Name, Motto, Über uns, Bilder, Video, Logo)',
  tag: TAG,
  access: ['business'],
  params: z.object({ idOrSlug: z.string().min(1).max(200) }),
  body: BusinessProfileUpdate,
  response: publicBusiness.response,
})

export const createContactPerson = defineRoute(paths.createContactPerson, {
  summary: 'Ansprechperson anlegen; is_public macht sie zur öffentlichen (Anrede Standard Frau)',
  tag: TAG,
  access: ['business'],
  body: ContactPersonInput,
  response: dataEnvelope(ContactPersonDetail),
  status: 201,
})

export const updateContactPerson = defineRoute(paths.updateContactPerson, {
  summary: 'Ansprechperson des eigenen Unternehmens ändern',
  tag: TAG,
  access: ['business'],
  params: z.object({
    contactId: z.coerce.number({ error: 'Die Id muss eine Zahl sein.' }).int().positive('Die Id muss eine Zahl sein.'),
  }),
  body: ContactPersonUpdate,
  response: dataEnvelope(ContactPersonDetail),
})

export const businessActivities = defineRoute(paths.businessActivities, {
  summary: 'Aktivitäten des eigenen Unternehmens setzen (ersetzt die Liste)',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  body: ActivitiesInput,
  response: dataEnvelope(z.array(z.string())),
})

export const ownBusinessSites = defineRoute(paths.ownBusinessSites, {
  summary: 'Standorte des eigenen Unternehmens',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  response: dataEnvelope(z.array(BusinessSite)),
})

export const createBusinessSite = defineRoute(paths.createBusinessSite, {
  summary: 'Standort anlegen; Lage aus Postleitzahl oder Ort (Slug oder Id)',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  body: BusinessSiteInput,
  response: dataEnvelope(BusinessSite),
  status: 201,
})

export const updateBusinessSite = defineRoute(paths.updateBusinessSite, {
  summary: 'Standort ändern (id im Inhalt); seine Stellen ziehen mit um',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  body: BusinessSiteUpdate,
  response: dataEnvelope(BusinessSite),
})

export const businessUsers = defineRoute(paths.businessUsers, {
  summary: 'Benutzer des eigenen Unternehmens',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  response: dataEnvelope(z.array(BusinessUser)),
})

export const inviteBusinessUser = defineRoute(paths.inviteBusinessUser, {
  summary: 'Eine Person per E-Mail ins eigene Unternehmen einladen; der Link legt ihr Passwort fest',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  body: z.object({
    email: z.email('Bitte gib eine gültige E-Mail-Adresse ein.').transform((value) => value.trim().toLowerCase()),
    firstname: z.string().trim().max(100).nullable().optional(),
    lastname: z.string().trim().max(100).nullable().optional(),
  }),
  response: dataEnvelope(BusinessUser),
  status: 201,
})

export const businessesAround = defineRoute(paths.businessesAround, {
  summary: 'Unternehmen im Umkreis (Standard 30 km) um den Hauptstandort',
  tag: TAG,
  access: 'public',
  params: businessIdParams,
  body: z.object({ distance: z.coerce.number().min(1).max(200).default(30) }),
  response: dataEnvelope(z.array(BusinessAround)),
})
