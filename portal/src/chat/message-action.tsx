import { type ChatMessage, chatPreviewText } from '@oabat/core'
import { ArticleRequestAction } from '../articles/article-request-action.tsx'
import { useAuth } from '../auth/use-auth.ts'

/** The headline of an action message (SPEC §4 Chat action message types), e.g. „Neue Anfrage: {job}“. */
export function MessageAction({ message }: { message: ChatMessage }) {
  const admin = Boolean(useAuth().user?.is_admin)
  if (message.type !== 'action' || message.is_deleted) return null
  return (
    <>
      <p className="chat__action">{chatPreviewText(message)}</p>
      {admin && message.action?.type === 'articlePublishmentRequest' ? (
        <ArticleRequestAction messageId={message.id} />
      ) : null}
    </>
  )
}
