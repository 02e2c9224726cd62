import { describe, expect, it } from 'vitest'
import { CHAT_GREETINGS, chatGreeting, showsBusinessReplyHint, showsTraineeGreeting } from './chat-hints.ts'

const trainee = { id: 1, is_trainee: true }
const mine = { sender_id: 1, type: 'regular' }
const theirs = { sender_id: 2, type: 'regular' }

describe('chat hints (SPEC §4 Chat conversation)', () => {
  it('greets a trainee until someone else writes, with one of two greetings per partner', () => {
    expect(showsTraineeGreeting(trainee, [])).toBe(true)
    expect(showsTraineeGreeting(trainee, [mine])).toBe(true)
    expect(showsTraineeGreeting(trainee, [mine, theirs])).toBe(false)
    expect(showsTraineeGreeting({ id: 1, is_trainee: false }, [])).toBe(false)
    expect(new Set([chatGreeting(7), chatGreeting(8)])).toEqual(new Set(CHAT_GREETINGS))
    expect(chatGreeting(7)).toBe(chatGreeting(7))
  })

  it('hints a business to reply to a trainee while no action message exists', () => {
    expect(showsBusinessReplyHint({ is_business: true }, 'trainee', [theirs])).toBe(true)
    expect(showsBusinessReplyHint({ is_business: true }, 'trainee', [{ sender_id: 2, type: 'action' }])).toBe(false)
    expect(showsBusinessReplyHint({ is_business: true }, 'school', [theirs])).toBe(false)
    expect(showsBusinessReplyHint({ is_business: false }, 'trainee', [theirs])).toBe(false)
  })
})
