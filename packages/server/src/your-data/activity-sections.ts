import type { PersonalDataSection } from './personal-data-section.ts'

/** Interests in jobs („Anfragen“), with the job and company they went to. */
export const jobInterestsSection: PersonalDataSection = {
  name: 'job_interests',
  title: 'Deine Anfragen',
  rows: (db, userId) =>
    db
      .selectFrom('job_interests as i')
      .innerJoin('jobs as j', 'j.id', 'i.job_id')
      .innerJoin('businesses as b', 'b.id', 'j.business_id')
      .select(['i.id', 'i.job_id', 'j.name as job', 'b.name as business', 'i.message', 'i.file_ids', 'i.created_at'])
      .where('i.trainee_user_id', '=', userId)
      .orderBy('i.created_at')
      .execute(),
  erase: async (trx, userId) => {
    await trx.deleteFrom('job_interests').where('trainee_user_id', '=', userId).execute()
    return []
  },
}

/** The conversations and who they are with: a person's name or the company, never their address. */
export const chatConversationsSection: PersonalDataSection = {
  name: 'chat_conversations',
  title: 'Deine Chats',
  rows: async (db, userId) => {
    const rows = await db
      .selectFrom('chat_participants as me')
      .innerJoin('chat_conversations as c', 'c.id', 'me.conversation_id')
      .leftJoin('chat_participants as other', (join) =>
        join.onRef('other.conversation_id', '=', 'me.conversation_id').on('other.user_id', '!=', userId),
      )
      .leftJoin('users as u', 'u.id', 'other.user_id')
      .leftJoin('businesses as b', 'b.id', 'u.business_id')
      .select([
        'c.id',
        'c.created_at',
        'c.updated_at',
        'c.blocked_by',
        'me.last_read_at',
        'u.firstname as partner_firstname',
        'u.lastname as partner_lastname',
        'b.name as partner_business',
      ])
      .where('me.user_id', '=', userId)
      .orderBy('c.id')
      .execute()
    return rows.map(({ blocked_by, ...row }) => ({ ...row, blocked_by_you: blocked_by === userId }))
  },
}

/** Messages the user wrote (what others wrote to them is theirs). */
export const chatMessagesSection: PersonalDataSection = {
  name: 'chat_messages',
  title: 'Deine Chatnachrichten',
  rows: (db, userId) =>
    db
      .selectFrom('chat_messages')
      .select(['id', 'conversation_id', 'body', 'type', 'file_id', 'image_id', 'is_deleted', 'read_at', 'created_at'])
      .where('sender_id', '=', userId)
      .orderBy('id')
      .execute(),
  // The conversation stays for the other side, which sees „Nachricht gelöscht“ (SPEC §4 previews).
  erase: async (trx, userId) => {
    await trx
      .updateTable('chat_messages')
      .set({ body: '', is_deleted: 1, file_id: null, image_id: null, action_subject: null })
      .where('sender_id', '=', userId)
      .execute()
    return []
  },
}

/** Livestream chat lines and poll proposals written with the account, and its poll votes. */
export const livestreamSection: PersonalDataSection = {
  name: 'livestreams',
  title: 'Livestreams',
  rows: async (db, userId) => {
    const messages = await db
      .selectFrom('livestream_messages')
      .select(['livestream_id', 'nickname', 'text', 'created_at'])
      .where('user_id', '=', userId)
      .execute()
    const proposals = await db
      .selectFrom('livestream_poll_proposals')
      .select(['livestream_id', 'nickname', 'question', 'options', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .execute()
    const votes = await db
      .selectFrom('livestream_poll_votes')
      .select(['poll_id', 'option_id', 'created_at'])
      .where('voter', '=', `u${userId}`)
      .execute()
    return [
      ...messages.map((row) => ({ kind: 'message', ...row })),
      ...proposals.map((row) => ({ kind: 'poll_proposal', ...row })),
      ...votes.map((row) => ({ kind: 'poll_vote', ...row })),
    ]
  },
  erase: async (trx, userId) => {
    await trx.deleteFrom('livestream_messages').where('user_id', '=', userId).execute()
    await trx.deleteFrom('livestream_poll_proposals').where('user_id', '=', userId).execute()
    await trx.deleteFrom('livestream_poll_votes').where('voter', '=', `u${userId}`).execute()
    return []
  },
}

/** Company pages opened at a fair (docs/livestreams.md „Profilbesucher“). */
export const profileVisitsSection: PersonalDataSection = {
  name: 'profile_visits',
  title: 'Besuchte Unternehmensprofile auf Messen',
  rows: (db, userId) =>
    db
      .selectFrom('business_profile_visits as v')
      .innerJoin('businesses as b', 'b.id', 'v.business_id')
      .select(['b.name as business', 'v.job_fair_id', 'v.livestream_id', 'v.visited_at'])
      .where('v.user_id', '=', userId)
      .execute(),
  // The company keeps its count of visits; none of them names the user any more.
  erase: async (trx, userId) => {
    await trx.updateTable('business_profile_visits').set({ user_id: null }).where('user_id', '=', userId).execute()
    return []
  },
}
