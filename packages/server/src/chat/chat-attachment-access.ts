import type { AppContext } from '../app-context.ts'

/**
 * Whether the user takes part in a conversation in which this file or image was sent (and the
 * message is not deleted): then both sides may read it, not only its uploader (docs/chat.md).
 */
export async function sentInUsersChat(
  db: AppContext['db'],
  userId: number,
  attachment: { fileId: number } | { imageId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_participants as p', 'p.conversation_id', 'm.conversation_id')
    .select('m.id')
    .where('p.user_id', '=', userId)
    .where('m.is_deleted', '=', 0)
    .where(
      'fileId' in attachment ? 'm.file_id' : 'm.image_id',
      '=',
      'fileId' in attachment ? attachment.fileId : attachment.imageId,
    )
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
