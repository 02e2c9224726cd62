import { describe, expect, it } from 'vitest'
import { chatDeletedText, chatPreviewText, type PreviewableMessage } from './chat-preview.ts'

const message = (fields: Partial<PreviewableMessage>): PreviewableMessage => ({
  type: 'regular',
  body: '',
  is_deleted: false,
  action: null,
  ...fields,
})
const action = (type: string, subject: string | null = null, rejected = false) =>
  message({ type: 'action', action: { type, subject, rejected } })

describe('chatPreviewText (SPEC §4 Chat action message types and deleted previews)', () => {
  it.each([
    [action('schoolBusinessSiteNetworkRequest'), 'Netzwerk Anfrage'],
    [action('eventCreated'), 'Neues Event'],
    [action('jobInterest', 'Ausbildung Schreiner (m/w/d)'), 'Neue Anfrage: Ausbildung Schreiner (m/w/d)'],
    [action('jobInterest'), 'Neue Anfrage'],
    [action('jobPublishmentRequest', 'Praktikum Büro'), 'Review Anfrage für Praktikum Büro'],
    [action('jobReviewCreated', 'Praktikum Büro'), 'Review Anfrage für Praktikum Büro'],
    [action('jobPublished'), 'Stelle veröffentlicht'],
    [action('internshipWeekCreated', 'Praktikumswoche 12.–16. Mai'), 'Praktikumswoche 12.–16. Mai eingetragen'],
    [action('jobReviewed'), 'Stelle reviewed'],
    [action('jobReviewed', null, true), 'Veröffentlichung abgelehnt'],
    [action('articlePublishmentRequest'), 'Artikel zur Veröffentlichung angefragt'],
    [action('somethingNew'), 'Neue Nachricht'],
    [message({ type: 'action' }), 'Neue Nachricht'],
    [message({ is_deleted: true }), 'Nachricht gelöscht'],
    [message({ type: 'image', is_deleted: true }), 'Foto gelöscht'],
    [message({ type: 'file', is_deleted: true }), 'Dokument gelöscht'],
    [message({ type: 'image' }), 'Foto'],
    [message({ type: 'file', body: 'Mein Lebenslauf' }), 'Mein Lebenslauf'],
    [message({ body: '<p>Hallo <b>Lena</b>,</p>\n\n  bis morgen' }), 'Hallo Lena, bis morgen'],
    [message({ type: 'system', body: 'Willkommen bei oabat' }), 'Willkommen bei oabat'],
  ])('%# → %s', (input, expected) => {
    expect(chatPreviewText(input)).toBe(expected)
  })
})

describe('chatDeletedText', () => {
  it('names what was deleted: a picture, a document, or else a message', () => {
    expect(chatDeletedText({ type: 'image' })).toBe('Foto gelöscht')
    expect(chatDeletedText({ type: 'file' })).toBe('Dokument gelöscht')
    expect(chatDeletedText({ type: 'action' })).toBe('Nachricht gelöscht')
  })
})
