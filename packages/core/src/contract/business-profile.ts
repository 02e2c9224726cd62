import { z } from 'zod'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
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
import { Confirmation } from '../schemas/user.ts'
import { defineRoute } from './define-route.ts'
import { employerRoutePaths as paths } from './employer-route-paths.ts'
import { business as publicBusiness } from './jobs.ts'

const TAG = 'Unternehmen (Profil)'
const businessIdParams = z.object({
  businessId: z.coerce
    .number({ error: 'Die Unternehmens-Id muss eine Zahl sein.' })
    .int()
    .positive('Die Unternehmens-Id muss eine Zahl sein.')
    .max(RECORD_ID_MAX, ID_TOO_LARGE),
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
    contactId: z.coerce
      .number({ error: 'Die Id muss eine Zahl sein.' })
      .int()
      .positive('Die Id muss eine Zahl sein.')
      .max(RECORD_ID_MAX, ID_TOO_LARGE),
  }),
  body: ContactPersonUpdate,
  response: dataEnvelope(ContactPersonDetail),
})

export const contactPersons = defineRoute(paths.contactPersons, {
  summary: 'Ansprechpersonen des eigenen Unternehmens (die öffentliche zuerst), zum Bearbeiten im Profil',
  tag: TAG,
  access: ['business'],
  response: dataEnvelope(z.array(ContactPersonDetail)),
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

export const deleteBusinessSite = defineRoute(paths.deleteBusinessSite, {
  summary: 'Standort löschen; seine Stellen ziehen an den Hauptsitz, der letzte Standort bleibt',
  tag: TAG,
  access: ['business'],
  params: businessIdParams.extend({
    siteId: z.coerce
      .number({ error: 'Die Standort-Id muss eine Zahl sein.' })
      .int()
      .positive('Die Standort-Id muss eine Zahl sein.')
      .max(RECORD_ID_MAX, ID_TOO_LARGE),
  }),
  response: z.object({ message: z.string() }),
})

export const businessUsers = defineRoute(paths.businessUsers, {
  summary: 'Benutzer des eigenen Unternehmens',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  response: dataEnvelope(z.array(BusinessUser)),
})

/** Whom a company or school invites to run its account with it (e-mail, optional name). */
export const InvitePersonBody = z.object({
  email: z.email('Bitte gib eine gültige E-Mail-Adresse ein.').transform((value) => value.trim().toLowerCase()),
  firstname: z
    .string()
    .trim()
    .max(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .nullable()
    .optional(),
  lastname: z
    .string()
    .trim()
    .max(100, 'Der Nachname darf höchstens 100 Zeichen lang sein.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .nullable()
    .optional(),
})

export const inviteBusinessUser = defineRoute(paths.inviteBusinessUser, {
  summary: 'Eine Person per E-Mail ins eigene Unternehmen einladen; der Link legt ihr Passwort fest',
  tag: TAG,
  access: ['business'],
  params: businessIdParams,
  body: InvitePersonBody,
  response: dataEnvelope(BusinessUser),
  status: 201,
})

const businessUserParams = businessIdParams.extend({
  userId: z.coerce
    .number({ error: 'Die Benutzer-Id muss eine Zahl sein.' })
    .int()
    .positive('Die Benutzer-Id muss eine Zahl sein.')
    .max(RECORD_ID_MAX, ID_TOO_LARGE),
})

export const removeBusinessUser = defineRoute(paths.removeBusinessUser, {
  summary:
    'Eine Person aus dem eigenen Unternehmen entfernen (nicht sich selbst): ihr Zugang endet, Nachrichten und Medien bleiben',
  tag: TAG,
  access: ['business'],
  params: businessUserParams,
  response: Confirmation,
})

export const resendBusinessInvitation = defineRoute(paths.resendBusinessInvitation, {
  summary: 'Eine offene Einladung erneut senden: neuer Link für 7 Tage, der alte gilt nicht mehr',
  tag: TAG,
  access: ['business'],
  params: businessUserParams,
  response: Confirmation,
})

export const businessesAround = defineRoute(paths.businessesAround, {
  summary: 'Unternehmen im Umkreis (Standard 30 km) um den Hauptstandort',
  tag: TAG,
  access: 'public',
  params: businessIdParams,
  body: z.object({ distance: z.coerce.number().min(1).max(200).default(30) }),
  response: dataEnvelope(z.array(BusinessAround)),
})
