/** The livestream chat's pure rules: the message delay of SPEC §5, the list of 50, polls active first. */
import { describe, expect, test } from 'vitest'
import type { LivestreamMessage, LivestreamPoll } from '../../packages/core/src/index.ts'
import {
  addMessage,
  applyPollUpdate,
  byChatter,
  MESSAGE_LIMIT,
  messageDelayMs,
  replacePolls,
  type Viewer,
} from '../../widgets/src/livestream/livestream-messages.ts'
import { formatCountdown } from '../../widgets/src/livestream/livestream-video.tsx'

const stream = { message_threshold: 10, self_message_threshold: 2 }
const guest: Viewer = { userId: null, chatUserId: 'guest-abcdef', admin: false }
const member: Viewer = { userId: 7, chatUserId: null, admin: false }
const admin: Viewer = { userId: 1, chatUserId: null, admin: true }

function message(id: number, who: { user_id?: number; chat_user_id?: string } = {}): LivestreamMessage {
  return {
    id,
    livestream_id: 1,
    text: `Nachricht ${id}`,
    nickname: 'Lena',
    user_id: who.user_id ?? null,
    chat_user_id: who.chat_user_id ?? null,
    created_at: '2026-05-04T10:00:00.000Z',
    no_threshold: false,
  }
}

describe('message delay', () => {
  test("others' messages wait message_threshold seconds", () => {
    expect(messageDelayMs(message(1, { chat_user_id: 'someone-else' }), guest, stream)).toBe(10_000)
    expect(messageDelayMs(message(1, { user_id: 9 }), member, stream)).toBe(10_000)
  })

  test('own messages wait self_message_threshold seconds, by chat id for guests and by account for members', () => {
    expect(messageDelayMs(message(1, { chat_user_id: 'guest-abcdef' }), guest, stream)).toBe(2000)
    expect(messageDelayMs(message(1, { user_id: 7 }), member, stream)).toBe(2000)
    // A guest's chat id does not make a member's message the member's own.
    expect(messageDelayMs(message(1, { chat_user_id: 'guest-abcdef' }), member, stream)).toBe(10_000)
  })

  test('no_threshold (the admin wrote it) and admin viewers skip the delay', () => {
    expect(messageDelayMs({ ...message(1, { user_id: 9 }), no_threshold: true }, guest, stream)).toBe(0)
    expect(messageDelayMs({ ...message(1, { user_id: 9 }), no_threshold: true }, member, stream)).toBe(0)
    // The admin's own line still waits self_message_threshold in the admin's own view.
    expect(messageDelayMs({ ...message(1, { user_id: 1 }), no_threshold: true }, admin, stream)).toBe(2000)
    expect(messageDelayMs(message(1, { user_id: 9 }), admin, stream)).toBe(0)
  })
})

describe('message list', () => {
  test('keeps each message once, in order, and only the latest 50', () => {
    let list: LivestreamMessage[] = []
    for (let id = 60; id >= 1; id -= 1) list = addMessage(list, message(id))
    list = addMessage(list, message(60))
    expect(list).toHaveLength(MESSAGE_LIMIT)
    expect(list[0]?.id).toBe(11)
    expect(list.at(-1)?.id).toBe(60)
  })

  test('AllUserMessagesDeleted matches an account or a guest, never both', () => {
    expect(byChatter({ user_id: 7, chat_user_id: null })(message(1, { user_id: 7 }))).toBe(true)
    expect(byChatter({ user_id: 7, chat_user_id: null })(message(1, { chat_user_id: 'x-12345678' }))).toBe(false)
    expect(byChatter({ user_id: null, chat_user_id: 'x-12345678' })(message(1, { chat_user_id: 'x-12345678' }))).toBe(
      true,
    )
    expect(byChatter({ user_id: null, chat_user_id: 'x-12345678' })(message(1, { user_id: 7 }))).toBe(false)
  })
})

describe('polls', () => {
  const poll = (id: number, is_active: boolean): LivestreamPoll => ({
    id,
    livestream_id: 1,
    question: `Frage ${id}`,
    is_active,
    options: [],
  })

  test('an update replaces the poll and keeps active first, then newest; a deleted one goes', () => {
    const polls = [poll(3, true), poll(2, false), poll(1, false)]
    expect(applyPollUpdate(polls, poll(1, true)).map((p) => p.id)).toEqual([3, 1, 2])
    expect(applyPollUpdate(polls, poll(4, false)).map((p) => p.id)).toEqual([3, 4, 2, 1])
    expect(applyPollUpdate(polls, { id: 3, deleted: true }).map((p) => p.id)).toEqual([2, 1])
  })

  test("events for everyone keep the viewer's own choice; an answer to the viewer brings a new one", () => {
    const polls = [
      { ...poll(2, true), voted_option_id: 21 },
      { ...poll(1, false), voted_option_id: null },
    ]
    expect(applyPollUpdate(polls, poll(2, false)).find((p) => p.id === 2)?.voted_option_id).toBe(21)
    expect(
      applyPollUpdate(polls, { ...poll(1, true), voted_option_id: 11 }).find((p) => p.id === 1)?.voted_option_id,
    ).toBe(11)
    expect(replacePolls(polls, [poll(1, false), poll(2, true), poll(3, true)]).map((p) => p.voted_option_id)).toEqual([
      undefined,
      21,
      null,
    ])
  })
})

test('the countdown reads days, then hours, minutes and seconds', () => {
  expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2 Tage 03:04:05')
  expect(formatCountdown((24 * 3600 + 1) * 1000)).toBe('1 Tag 00:00:01')
  expect(formatCountdown(12 * 60_000 + 9_000)).toBe('00:12:09')
  expect(formatCountdown(-5)).toBe('00:00:00')
})
