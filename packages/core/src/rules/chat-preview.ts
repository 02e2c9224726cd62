import { chatPlainText } from './chat-text.ts'

/** What a preview needs of a message (SPEC §3 Chat message). */
export interface PreviewableMessage {
  type: string
  body: string
  is_deleted: boolean
  action: { type: string; subject: string | null; rejected: boolean } | null
}

function withSubject(text: string, subject: string | null): string {
  return subject ? `${text} ${subject}` : text
}

/** SPEC §4 Chat action message types → their preview. */
function actionPreview(action: NonNullable<PreviewableMessage['action']>): string {
  switch (action.type) {
    case 'schoolBusinessSiteNetworkRequest':
      return 'Netzwerk Anfrage'
    case 'eventCreated':
      return 'Neues Event'
    case 'jobInterest':
      return action.subject ? `Neue Anfrage: ${action.subject}` : 'Neue Anfrage'
    case 'jobPublishmentRequest':
    case 'jobReviewCreated':
      return withSubject('Review Anfrage für', action.subject ?? 'eine Stelle')
    case 'jobPublished':
      return 'Stelle veröffentlicht'
    case 'internshipWeekCreated':
      return `${action.subject ?? 'Praktikumswoche'} eingetragen`
    case 'jobReviewed':
      return action.rejected ? 'Veröffentlichung abgelehnt' : 'Stelle reviewed'
    case 'articlePublishmentRequest':
      return 'Artikel zur Veröffentlichung angefragt'
    default:
      return 'Neue Nachricht'
  }
}

/** What a deleted message shows instead of itself: what kind of thing was deleted. */
export function chatDeletedText(message: Pick<PreviewableMessage, 'type'>): string {
  if (message.type === 'image') return 'Foto gelöscht'
  if (message.type === 'file') return 'Dokument gelöscht'
  return 'Nachricht gelöscht'
}

/**
 * The one-line preview of a message in the conversation list and in notifications (SPEC §4):
 * deleted messages say what was deleted, action messages name their action, text loses its HTML.
 */
export function chatPreviewText(message: PreviewableMessage): string {
  if (message.is_deleted) return chatDeletedText(message)
  if (message.type === 'action') return message.action ? actionPreview(message.action) : 'Neue Nachricht'
  const text = chatPlainText(message.body).replace(/\s+/g, ' ').trim()
  if (message.type === 'image') return text || 'Foto'
  if (message.type === 'file') return text || 'Dokument'
  return text || 'Neue Nachricht'
}
