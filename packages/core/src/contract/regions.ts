import { z } from 'zod'
import { flagField, idField } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { RegionMember, RegionMemberCandidate, RegionSchool, RegionUpdateBody } from '../schemas/region-area.ts'
import { Region } from '../schemas/regions-and-lists.ts'
import { defineRoute } from './define-route.ts'
import { routePaths } from './route-paths.ts'

const tag = 'Schulen und Regionen'
const channelParam = z
  .string({ error: 'Der Kanal muss ein Text sein.' })
  .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Diesen Kanal gibt es nicht.')
const regionParam = z
  .string()
  .min(1, 'Diese Region gibt es nicht.')
  .max(200, 'Diese Region gibt es nicht.')
  .meta({ description: 'Id or slug of the region' })
const message = z.object({ message: z.string() })

export const updateRegion = defineRoute(routePaths.updateRegion, {
  summary: 'Die Texte der eigenen Regionsseite ändern („Mein Channel“; SPEC §6 editRegion)',
  tag,
  access: ['region'],
  params: z.object({ id: regionParam }),
  body: RegionUpdateBody,
  response: dataEnvelope(Region),
})

export const regionMembers = defineRoute(routePaths.regionMembers, {
  summary: 'Die Mitgliedsbetriebe (Standorte im Kanal) der eigenen Region',
  tag,
  access: ['region'],
  response: dataEnvelope(z.array(RegionMember)),
})

export const regionMemberCandidates = defineRoute(routePaths.regionMemberCandidates, {
  summary: 'Betriebe nach Name suchen, um sie der eigenen Region hinzuzufügen',
  tag,
  access: ['region'],
  query: z.object({
    term: z.string().trim().min(2, 'Bitte gib mindestens 2 Zeichen ein.').max(100, 'Höchstens 100 Zeichen.'),
  }),
  response: dataEnvelope(z.array(RegionMemberCandidate)),
})

export const regionSchools = defineRoute(routePaths.regionSchools, {
  summary: 'Die Schulen der eigenen Region (Schulverwaltung)',
  tag,
  access: ['region'],
  response: dataEnvelope(z.array(RegionSchool)),
})

export const setBusinessSiteChannel = defineRoute(routePaths.setBusinessSiteChannel, {
  summary:
    'Einen Standort in den Kanal aufnehmen bzw. darin aktivieren oder deaktivieren (Region: nur der eigene Kanal)',
  tag,
  access: ['region', 'admin'],
  params: z.object({ id: idField('Die Standort-Id'), channel: channelParam }),
  body: z.object({ is_active: flagField }).meta({ id: 'BusinessSiteChannelBody' }),
  response: dataEnvelope(RegionMember),
})

export const removeBusinessSiteChannel = defineRoute(routePaths.removeBusinessSiteChannel, {
  summary: 'Einen Standort aus dem Kanal entfernen (Region: nur der eigene Kanal)',
  tag,
  access: ['region', 'admin'],
  params: z.object({ id: idField('Die Standort-Id'), channel: channelParam }),
  response: message,
})

export const addSchoolToRegion = defineRoute(routePaths.addSchoolToRegion, {
  summary: 'Eine Schule in die Region aufnehmen (Region: nur die eigene)',
  tag,
  access: ['region', 'admin'],
  params: z.object({ id: idField('Die Schul-Id'), region: regionParam }),
  response: dataEnvelope(RegionSchool),
  status: 201,
})

export const removeSchoolFromRegion = defineRoute(routePaths.removeSchoolFromRegion, {
  summary: 'Eine Schule aus der Region entfernen (Region: nur die eigene)',
  tag,
  access: ['region', 'admin'],
  params: z.object({ id: idField('Die Schul-Id'), region: regionParam }),
  response: message,
})

export const eventCalendar = defineRoute(routePaths.eventCalendar, {
  summary: 'Ein Event als iCalendar-Datei (RFC 5545, text/calendar)',
  tag: 'Beiträge und Events',
  access: 'public',
  params: z.object({ eventId: z.string().min(1).max(200).meta({ description: 'Id or slug of the event' }) }),
  response: z.string().meta({ format: 'binary' }),
})
