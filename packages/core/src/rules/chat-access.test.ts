import { describe, expect, it } from 'vitest'
import {
  type ChatPartyRole,
  type ChatStartRule,
  chatPartyRole,
  chatStartDecision,
  chatStartRule,
} from './chat-access.ts'
import { users } from './rule-users.test-support.ts'

const NONE = { hasConversation: false, receiverApplied: false }

/**
 * SPEC §6 „chat: trainee, region or guest“ and „network: business or school“, read for issue #10:
 * trainees and regions start chats with companies, schools and regions; companies and schools network
 * with each other; a trainee is written to only after contact; no trainee-to-trainee chat.
 */
const table: Array<[ChatPartyRole, ChatPartyRole, ChatStartRule, string]> = [
  ['trainee', 'business', 'allow', '§6 chat: a trainee writes to a company'],
  ['trainee', 'school', 'allow', '§6 chat: a trainee writes to a school'],
  ['trainee', 'region', 'allow', '§6 chat: a trainee writes to a region'],
  ['trainee', 'trainee', 'refuse', 'no trainee-to-trainee chat'],
  ['trainee', 'admin', 'allow', 'everyone may write to the oabat team'],
  ['region', 'business', 'allow', '§6 chat: a region writes to a company'],
  ['region', 'school', 'allow', '§6 chat: a region writes to a school'],
  ['region', 'region', 'allow', '§6 chat: a region writes to a region'],
  ['region', 'trainee', 'after-contact', 'a trainee is written to only after contact'],
  ['business', 'trainee', 'after-contact', 'a company writes to a trainee only after contact'],
  ['school', 'trainee', 'after-contact', 'a school writes to a trainee only after contact'],
  ['business', 'school', 'allow', '§6 network: business or school'],
  ['school', 'business', 'allow', '§6 network: business or school'],
  ['business', 'business', 'refuse', '§6: chat and network give a company no other company'],
  ['school', 'school', 'refuse', '§6: chat and network give a school no other school'],
  ['business', 'region', 'allow', 'companies write to the region they are members of'],
  ['school', 'region', 'allow', 'schools write to their region'],
  ['admin', 'trainee', 'allow', 'the oabat team writes to everyone (broadcast)'],
  ['admin', 'business', 'allow', 'the oabat team writes to everyone (broadcast)'],
]

describe('chatStartRule: who may start a chat with whom (SPEC §6)', () => {
  it.each(table)('%s → %s: %s (%s)', (sender, receiver, expected) => {
    expect(chatStartRule(sender, receiver)).toBe(expected)
  })
})

describe('chatStartDecision: the contact between the two', () => {
  const business = { role: 'business' as const, emailVerified: true }
  const trainee = { role: 'trainee' as const, emailVerified: true }

  it('a company is refused with a trainee who never contacted it', () => {
    expect(chatStartDecision(business, 'trainee', NONE)).toBe('refuse')
  })

  it('a company may write once the trainee applied to it or a conversation exists', () => {
    expect(chatStartDecision(business, 'trainee', { ...NONE, receiverApplied: true })).toBe('allow')
    expect(chatStartDecision(business, 'trainee', { ...NONE, hasConversation: true })).toBe('allow')
  })

  it('a trainee never starts a chat with a trainee, but an existing conversation may be answered', () => {
    expect(chatStartDecision(trainee, 'trainee', { ...NONE, receiverApplied: true })).toBe('refuse')
    expect(chatStartDecision(trainee, 'trainee', { ...NONE, hasConversation: true })).toBe('allow')
  })

  it('an unconfirmed account answers but starts nothing, and learns nothing about the receiver', () => {
    const unconfirmed = { role: 'trainee' as const, emailVerified: false }
    expect(chatStartDecision(unconfirmed, 'business', NONE)).toBe('confirm-email')
    expect(chatStartDecision(unconfirmed, 'trainee', NONE)).toBe('confirm-email')
    expect(chatStartDecision(unconfirmed, 'business', { ...NONE, hasConversation: true })).toBe('allow')
    expect(chatStartDecision({ role: 'admin', emailVerified: false }, 'trainee', NONE)).toBe('allow')
  })
})

describe('chatPartyRole: the role by object (SPEC §6)', () => {
  it.each([
    ['trainee', 'trainee'],
    ['business', 'business'],
    ['school', 'school'],
    ['region', 'region'],
    ['admin', 'admin'],
  ] as const)('%s is the chat party %s', (name, expected) => {
    expect(chatPartyRole(users[name])).toBe(expected)
  })
})
