import { z } from 'zod'
import { containsMarkup, isHttpUrl, MARKUP_REFUSED, URL_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import {
  Livestream,
  LivestreamMessage,
  LivestreamPoll,
  LivestreamPollProposal,
  LivestreamReaction,
} from '../schemas/livestreams.ts'
import { UploadField } from '../schemas/media.ts'
import { ProfileVisitors } from '../schemas/profile-visitors.ts'
import { defineRoute } from './define-route.ts'
import { livestreamRoutePaths as paths } from './livestream-route-paths.ts'

/** Longest chat message (characters); SPEC does not say, docs/livestreams.md says why 500. */
export const LIVESTREAM_MESSAGE_MAX = 500
/** Reactions a viewer may send besides `like` (GET /api/livestream/emojis). */
export const LIVESTREAM_EMOJIS = ['👏', '❤️', '😂', '😮', '🔥', '👍'] as const

const TAG = 'Livestreams'
const id = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine Zahl sein.`)
    .positive(`${label} muss eine Zahl sein.`)
    .max(RECORD_ID_MAX, ID_TOO_LARGE)
const streamParams = z.object({ id: id('Der Livestream') })

/** A guest's chat identity, made by the browser and kept in local storage. */
export const chatUserIdField = z
  .string({ error: 'Die Chat-Kennung muss ein Text sein.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Die Chat-Kennung besteht aus 8 bis 64 Buchstaben, Ziffern, - oder _.')

const shownText = (label: string, max: number) =>
  z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
/** A required text shown to others: „Bitte gib {ask} ein.“ when empty, „{name} darf höchstens …“ when long. */
const requiredShownText = (ask: string, name: string, max: number) =>
  z
    .string({ error: `Bitte gib ${ask} ein.` })
    .trim()
    .min(1, `Bitte gib ${ask} ein.`)
    .max(max, `${name} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
const title = () => requiredShownText('einen Titel', 'Der Titel', 150)
const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(500, `${label} darf höchstens 500 Zeichen lang sein.`)
    .refine((value) => value === '' || isHttpUrl(value), URL_REFUSED)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
const dateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} muss ein Zeitpunkt sein, z. B. 2026-05-04T10:00:00+02:00.` })
    .transform((value) => new Date(value).toISOString())
const seconds = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine ganze Zahl sein.`)
    .min(0, `${label} darf nicht negativ sein.`)
    .max(3600, `${label} darf höchstens 3600 sein.`)

const AppearanceInput = z.object({
  from: dateTime('Der Beginn'),
  to: dateTime('Das Ende').nullable().optional(),
  title: shownText('Der Titel', 150).optional(),
  business_id: id('Das Unternehmen').nullable().optional(),
})

const AgendaInput = z.object({
  from: dateTime('Der Beginn'),
  to: dateTime('Das Ende').nullable().optional(),
  title: title(),
})

const LivestreamFields = z.object({
  title: title(),
  description: shownText('Die Beschreibung', 5000).optional(),
  job_fair_id: id('Die Messe').nullable().optional(),
  is_live: z.boolean({ error: 'Live muss ja oder nein sein.' }).optional(),
  account_only_vote: z.boolean({ error: 'Abstimmen nur mit Konto muss ja oder nein sein.' }).optional(),
  is_chat_public: z.boolean({ error: 'Öffentlicher Chat muss ja oder nein sein.' }).optional(),
  planned_start: dateTime('Der geplante Beginn').nullable().optional(),
  planned_end: dateTime('Das geplante Ende').nullable().optional(),
  thumbnail_url: optionalUrl('Das Vorschaubild'),
  video_url: optionalUrl('Die Video-Adresse'),
  lower_bound: z.coerce
    .number({ error: 'Die Mindestzahl muss eine Zahl sein.' })
    .int('Die Mindestzahl muss eine ganze Zahl sein.')
    .min(0, 'Die Mindestzahl darf nicht negativ sein.')
    .max(1_000_000, 'Die Mindestzahl darf höchstens 1.000.000 sein.')
    .optional(),
  message_threshold: seconds('Die Verzögerung').optional(),
  self_message_threshold: seconds('Die eigene Verzögerung').optional(),
  /** A new password makes the stream secure; null removes it; left out keeps it. */
  password: z
    .string({ error: 'Das Passwort muss ein Text sein.' })
    .min(4, 'Das Passwort muss mindestens 4 Zeichen lang sein.')
    .max(100, 'Das Passwort darf höchstens 100 Zeichen lang sein.')
    .nullable()
    .optional(),
  appearances: z.array(AppearanceInput).max(200, 'Höchstens 200 Auftritte.').optional(),
  /** Programme points without a company (replace all, like appearances). */
  agenda: z.array(AgendaInput).max(200, 'Höchstens 200 Programmpunkte.').optional(),
})
export type LivestreamInput = z.infer<typeof LivestreamFields>

export const livestream = defineRoute(paths.livestream, {
  summary: 'Ein Livestream mit Auftritten und den letzten 50 Chat-Nachrichten',
  tag: TAG,
  access: 'public',
  params: streamParams,
  /** A guest's chat id, so the polls carry the guest's own votes; an account is known by its token. */
  query: z.object({ chat_user_id: chatUserIdField.optional() }),
  response: dataEnvelope(Livestream),
})

export const livestreamEmojis = defineRoute(paths.livestreamEmojis, {
  summary: 'Die Reaktionen, die Zuschauende senden können (neben like)',
  tag: TAG,
  access: 'public',
  response: dataEnvelope(z.array(z.string())),
})

export const createLivestream = defineRoute(paths.createLivestream, {
  summary: 'Livestream anlegen (Admin)',
  tag: TAG,
  access: 'admin',
  body: LivestreamFields,
  response: dataEnvelope(Livestream),
  status: 201,
})

export const updateLivestream = defineRoute(paths.updateLivestream, {
  summary: 'Livestream ändern (Admin); sendet Updated auf livestream.{id}',
  tag: TAG,
  access: 'admin',
  params: streamParams,
  body: LivestreamFields.partial().extend({ title: title().optional() }),
  response: dataEnvelope(Livestream),
})

export const sendLivestreamMessage = defineRoute(paths.sendLivestreamMessage, {
  summary: 'Chat-Nachricht senden; Gäste nur bei öffentlichem Chat (sonst 403); sendet NewMessage',
  tag: TAG,
  access: 'public',
  params: streamParams,
  body: z.object({
    text: requiredShownText('eine Nachricht', 'Die Nachricht', LIVESTREAM_MESSAGE_MAX),
    nickname: requiredShownText('einen Spitznamen', 'Der Spitzname', 40),
    chat_user_id: chatUserIdField.optional(),
  }),
  response: dataEnvelope(LivestreamMessage),
  status: 201,
})

export const sendLivestreamEvent = defineRoute(paths.sendLivestreamEvent, {
  summary: 'Like oder Emoji-Reaktion; sendet NewLivestreamEvent',
  tag: TAG,
  access: 'public',
  params: streamParams,
  body: z.object({
    type: z.enum(['like', ...LIVESTREAM_EMOJIS], { error: 'Diese Reaktion gibt es nicht.' }),
    chat_user_id: chatUserIdField.optional(),
  }),
  response: dataEnvelope(LivestreamReaction),
})

export const deleteLivestreamMessage = defineRoute(paths.deleteLivestreamMessage, {
  summary: 'Eine Chat-Nachricht löschen (Moderation); sendet MessageDeleted',
  tag: TAG,
  access: 'admin',
  params: streamParams.extend({ messageId: id('Die Nachricht') }),
  response: z.object({ data: z.object({ id: z.number().int() }) }),
})

/** userId: a numeric account id, or a guest's chat_user_id. */
const chatterParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Die Kennung ist ungültig.')

export const deleteLivestreamUserMessages = defineRoute(paths.deleteLivestreamUserMessages, {
  summary: 'Alle Nachrichten eines Kontos oder Gastes löschen (Moderation); sendet AllUserMessagesDeleted',
  tag: TAG,
  access: 'admin',
  params: streamParams.extend({ userId: chatterParam }),
  response: z.object({ data: z.object({ deleted: z.number().int() }) }),
})

export const blockLivestreamUser = defineRoute(paths.blockLivestreamUser, {
  summary: 'Ein Konto (user_id) oder einen Gast (chat_user_id) für den Chat sperren (Moderation)',
  tag: TAG,
  access: 'admin',
  params: streamParams,
  body: z
    .object({ user_id: id('Das Konto').optional(), chat_user_id: chatUserIdField.optional() })
    .refine((body) => body.user_id !== undefined || body.chat_user_id !== undefined, {
      message: 'Bitte gib user_id oder chat_user_id an.',
      path: ['user_id'],
    }),
  response: z.object({ data: z.object({ blocked: z.literal(true) }) }),
  status: 201,
})

export const verifyLivestreamPassword = defineRoute(paths.verifyLivestreamPassword, {
  summary: 'Passwort eines geschützten Livestreams prüfen (begrenzt je Adresse)',
  tag: TAG,
  access: 'public',
  params: streamParams,
  body: z.object({
    password: z
      .string({ error: 'Bitte gib das Passwort ein.' })
      .min(1, 'Bitte gib das Passwort ein.')
      .max(100, 'Das Passwort darf höchstens 100 Zeichen lang sein.'),
  }),
  response: dataEnvelope(z.object({ verified: z.boolean() })),
})

export const activateLivestreamChannel = defineRoute(paths.activateLivestreamChannel, {
  summary: 'Livestream auf den Seiten eines Kanals (Region) zeigen oder nicht mehr zeigen (Admin)',
  tag: TAG,
  access: 'admin',
  params: streamParams.extend({
    channel: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Der Kanal ist ungültig.'),
  }),
  body: z.object({ active: z.boolean({ error: 'Aktiv muss ja oder nein sein.' }) }),
  response: dataEnvelope(z.object({ channels: z.array(z.string()) })),
})

/** Who runs polls (SPEC §6 adminPolls): the admin, and businesses with admin_livestream_polls (checked by the server). */
const POLL_ADMINS = ['admin', 'business'] as const
const pollParams = z.object({ id: id('Die Abstimmung') })
const optionParams = z.object({ id: id('Die Antwort') })
const question = () => requiredShownText('eine Frage', 'Die Frage', 200)
const answer = () => requiredShownText('eine Antwort', 'Die Antwort', 100)

export const createLivestreamPoll = defineRoute(paths.createLivestreamPoll, {
  summary: 'Abstimmung mit ihren Antworten anlegen; sendet LivestreamPollUpdated',
  tag: TAG,
  access: POLL_ADMINS,
  body: z.object({
    livestream_id: id('Der Livestream'),
    question: question(),
    is_active: z.boolean({ error: 'Aktiv muss ja oder nein sein.' }).optional(),
    options: z
      .array(answer(), { error: 'Bitte gib die Antworten als Liste an.' })
      .min(2, 'Bitte gib mindestens zwei Antworten an.')
      .max(10, 'Höchstens 10 Antworten.'),
  }),
  response: dataEnvelope(LivestreamPoll),
  status: 201,
})

export const updateLivestreamPoll = defineRoute(paths.updateLivestreamPoll, {
  summary: 'Frage ändern oder Abstimmung öffnen/schließen; sendet LivestreamPollUpdated',
  tag: TAG,
  access: POLL_ADMINS,
  params: pollParams,
  body: z.object({
    question: question().optional(),
    is_active: z.boolean({ error: 'Aktiv muss ja oder nein sein.' }).optional(),
  }),
  response: dataEnvelope(LivestreamPoll),
})

export const deleteLivestreamPoll = defineRoute(paths.deleteLivestreamPoll, {
  summary: 'Abstimmung löschen; sendet LivestreamPollUpdated mit deleted',
  tag: TAG,
  access: POLL_ADMINS,
  params: pollParams,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
})

export const createLivestreamPollOption = defineRoute(paths.createLivestreamPollOption, {
  summary: 'Antwort zu einer Abstimmung hinzufügen',
  tag: TAG,
  access: POLL_ADMINS,
  body: z.object({ poll_id: id('Die Abstimmung'), text: answer() }),
  response: dataEnvelope(LivestreamPoll),
  status: 201,
})

export const updateLivestreamPollOption = defineRoute(paths.updateLivestreamPollOption, {
  summary: 'Text einer Antwort ändern',
  tag: TAG,
  access: POLL_ADMINS,
  params: optionParams,
  body: z.object({ text: answer() }),
  response: dataEnvelope(LivestreamPoll),
})

export const deleteLivestreamPollOption = defineRoute(paths.deleteLivestreamPollOption, {
  summary: 'Antwort löschen (mit ihren Stimmen)',
  tag: TAG,
  access: POLL_ADMINS,
  params: optionParams,
  response: dataEnvelope(LivestreamPoll),
})

export const voteLivestreamPoll = defineRoute(paths.voteLivestreamPoll, {
  summary: 'Abstimmen: einmal je Abstimmung; Gäste mit chat_user_id, außer bei account_only_vote (403)',
  tag: TAG,
  access: 'public',
  body: z.object({ livestream_poll_option_id: id('Die Antwort'), chat_user_id: chatUserIdField.optional() }),
  response: dataEnvelope(LivestreamPoll),
  status: 201,
})

/** Largest schedule file (CSV or .xlsx) and most rows in it (docs/livestreams.md, schedule upload). */
export const SCHEDULE_FILE_MAX_BYTES = 256 * 1024
export const SCHEDULE_ROWS_MAX = 200

export const uploadLivestreamSchedule = defineRoute(paths.uploadLivestreamSchedule, {
  summary:
    'Ablaufplan als CSV- oder Excel-Datei (.xlsx) hochladen (multipart: livestream_id, file; Admin); ersetzt Auftritte und Programmpunkte, Zeile für Zeile geprüft; sendet Updated',
  tag: TAG,
  access: 'admin',
  body: z.object({ livestream_id: id('Der Livestream'), file: UploadField('eine Datei') }),
  response: dataEnvelope(Livestream),
})

const proposalParams = z.object({ id: id('Der Vorschlag') })

export const createLivestreamPollProposal = defineRoute(paths.createLivestreamPollProposal, {
  summary:
    'Eine Abstimmung vorschlagen (Zuschauende; Gäste mit chat_user_id nur bei öffentlichem Chat); sehen nur die Moderierenden',
  tag: TAG,
  access: 'public',
  body: z.object({
    livestream_id: id('Der Livestream'),
    question: question(),
    options: z
      .array(answer(), { error: 'Bitte gib die Antworten als Liste an.' })
      .min(2, 'Bitte gib mindestens zwei Antworten an.')
      .max(10, 'Höchstens 10 Antworten.'),
    nickname: requiredShownText('einen Spitznamen', 'Der Spitzname', 40),
    chat_user_id: chatUserIdField.optional(),
  }),
  response: dataEnvelope(LivestreamPollProposal),
  status: 201,
})

export const livestreamPollProposals = defineRoute(paths.livestreamPollProposals, {
  summary: 'Vorgeschlagene Abstimmungen eines Livestreams, offene zuerst (wer Abstimmungen verwaltet)',
  tag: TAG,
  access: POLL_ADMINS,
  query: z.object({ livestream_id: id('Der Livestream') }),
  response: dataEnvelope(z.array(LivestreamPollProposal)),
})

export const updateLivestreamPollProposal = defineRoute(paths.updateLivestreamPollProposal, {
  summary:
    'Vorschlag annehmen (macht daraus eine Abstimmung, Frage und Antworten dürfen vorher geändert werden; sendet LivestreamPollUpdated) oder ablehnen',
  tag: TAG,
  access: POLL_ADMINS,
  params: proposalParams,
  body: z.object({
    status: z.enum(['accepted', 'rejected'], { error: 'Bitte wähle annehmen oder ablehnen.' }),
    question: question().optional(),
    options: z
      .array(answer(), { error: 'Bitte gib die Antworten als Liste an.' })
      .min(2, 'Bitte gib mindestens zwei Antworten an.')
      .max(10, 'Höchstens 10 Antworten.')
      .optional(),
    /** Whether the new poll opens at once (default: yes). */
    is_active: z.boolean({ error: 'Aktiv muss ja oder nein sein.' }).optional(),
  }),
  response: dataEnvelope(LivestreamPollProposal),
})

const businessParams = z.object({ businessId: id('Das Unternehmen') })

export const recordProfileVisit = defineRoute(paths.recordProfileVisit, {
  summary:
    'Besuch eines Unternehmensprofils von einer Messe aus festhalten (nur Messeteilnehmer der Messe; Gäste werden nur gezählt)',
  tag: TAG,
  access: 'public',
  params: businessParams,
  body: z.object({
    job_fair_id: id('Die Messe'),
    livestream_id: id('Der Livestream').nullable().optional(),
  }),
  response: z.object({ data: z.object({ recorded: z.boolean() }) }),
  status: 201,
})

export const profileVisitors = defineRoute(paths.profileVisitors, {
  summary: 'Profilbesucher: wer das eigene Profil von einer Messe aus besucht hat (eigener Betrieb, Messeteilnehmer)',
  tag: TAG,
  access: ['business'],
  params: businessParams,
  response: dataEnvelope(ProfileVisitors),
})
