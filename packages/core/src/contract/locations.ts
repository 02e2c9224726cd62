import { z } from 'zod'
import { dataEnvelope, itemsEnvelope } from '../schemas/envelopes.ts'
import { Address, CityItem, Location } from '../schemas/location.ts'
import { defineRoute } from './define-route.ts'
import { latitudeField, longitudeField, queryInteger, queryNumber } from './query-fields.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Orte'

export const locationByZip = defineRoute(routePaths.locationByZip, {
  summary: 'Ort zu einer Postleitzahl',
  tag,
  access: 'public',
  params: z.object({ zip: z.string().regex(/^\d{5}$/, 'Die Postleitzahl muss fünf Ziffern haben.') }),
  response: dataEnvelope(Location),
})

export const location = defineRoute(routePaths.location, {
  summary: 'Ort nach id oder Slug (alle drei Slug-Formen)',
  tag,
  access: 'public',
  params: z.object({ idOrSlug: z.string().min(1).max(200) }),
  response: dataEnvelope(Location),
})

export const addressForLocation = defineRoute(routePaths.addressForLocation, {
  summary: 'Nächstgelegener Ort (und Postleitzahl) zu Koordinaten',
  tag,
  access: 'public',
  query: z.object({ latitude: latitudeField, longitude: longitudeField }),
  response: dataEnvelope(Address),
})

export const popularCities = defineRoute(routePaths.popularCities, {
  summary: 'Orte mit den meisten Stellen',
  tag,
  access: 'public',
  query: z.object({ limit: queryInteger('Das Limit', 1, 100).default(12), channel: z.string().max(100).optional() }),
  response: itemsEnvelope(CityItem),
})

export const cities = defineRoute(routePaths.cities, {
  summary: 'Alle Orte mit Stellen, alphabetisch',
  tag,
  access: 'public',
  query: z.object({
    state: z.string().max(100).optional(),
    limit: queryInteger('Das Limit', 1, 1000).default(500),
  }),
  response: itemsEnvelope(CityItem),
})

export const nearbyCities = defineRoute(routePaths.nearbyCities, {
  summary: 'Orte in der Umgebung von Koordinaten, nach Entfernung',
  tag,
  access: 'public',
  query: z.object({
    latitude: latitudeField,
    longitude: longitudeField,
    radius: queryNumber('Der Umkreis', 1, 200).default(30),
    limit: queryInteger('Das Limit', 1, 100).default(10),
  }),
  response: itemsEnvelope(CityItem),
})

export const autocompleteCity = defineRoute(routePaths.autocompleteCity, {
  summary: 'Ortsvorschläge zu einem Namens- oder Postleitzahl-Anfang',
  tag,
  access: 'public',
  body: z.object({
    search: z
      .string({ error: 'Bitte gib einen Ort oder eine Postleitzahl ein.' })
      .trim()
      .min(1, 'Bitte gib einen Ort oder eine Postleitzahl ein.')
      .max(100, 'Die Eingabe ist zu lang.'),
  }),
  response: itemsEnvelope(Location),
})
