/**
 * Who may start a chat with whom (SPEC §6 chat: trainee, region or guest; network: business or
 * school; issue #10). Answering in a conversation that exists is never "starting": that is decided
 * by the participant and block checks alone.
 */
import { type RuleUser, userRole } from './roles.ts'

/** A chat party as the chat shows it (ChatParticipant.type). Guests cannot chat before they log in. */
export type ChatPartyRole = 'trainee' | 'business' | 'school' | 'region' | 'admin'

/** The chat party of a logged-in user (SPEC §6 role by object; a user object is never a guest). */
export function chatPartyRole(user: RuleUser): ChatPartyRole {
  return userRole(user) as ChatPartyRole
}

/** What the role table says before anything is known about the two people. */
export type ChatStartRule = 'allow' | 'after-contact' | 'refuse'

/** What a person starting a conversation may know about the contact between the two. */
export interface ChatContact {
  /** The two already have a conversation: writing into it is a reply, not a start. */
  hasConversation: boolean
  /** The receiver (a trainee) sent a job interest to the sender's company. */
  receiverApplied: boolean
}

export interface ChatSender {
  role: ChatPartyRole
  /** Starting a conversation needs a confirmed e-mail address (the admin needs none). */
  emailVerified: boolean
}

export type ChatStartDecision = 'allow' | 'refuse' | 'confirm-email'

const ORGANISATIONS: readonly ChatPartyRole[] = ['business', 'school', 'region']

/**
 * The role table (docs/chat.md „Who may write to whom“):
 * - trainees and regions start chats with companies, schools and regions (§6 chat);
 * - companies and schools write to each other (§6 network; the network request itself is a chat
 *   message) and to regions (whose members they are), not to their own kind;
 * - companies, schools and regions write to a trainee only after contact (the trainee wrote or applied);
 * - no trainee-to-trainee chat;
 * - the oabat team (admin) writes to everyone, and everyone may write to it.
 */
export function chatStartRule(sender: ChatPartyRole, receiver: ChatPartyRole): ChatStartRule {
  if (sender === 'admin' || receiver === 'admin') return 'allow'
  if (receiver === 'trainee') return sender === 'trainee' ? 'refuse' : 'after-contact'
  if (sender === 'trainee' || sender === 'region') return 'allow'
  if (receiver === 'region') return 'allow'
  // business or school writing to a business or school: only across the two kinds.
  return sender !== receiver && ORGANISATIONS.includes(sender) ? 'allow' : 'refuse'
}

/** May the sender start (or, with a conversation, continue) a chat with the receiver? */
export function chatStartDecision(
  sender: ChatSender,
  receiver: ChatPartyRole,
  contact: ChatContact,
): ChatStartDecision {
  if (contact.hasConversation) return 'allow'
  // An address nobody confirmed is no one yet: it may answer, not open conversations. Asked before the
  // role table, so the answer tells such an account nothing about the receiver.
  if (!sender.emailVerified && sender.role !== 'admin') return 'confirm-email'
  const rule = chatStartRule(sender.role, receiver)
  return rule === 'allow' || (rule === 'after-contact' && contact.receiverApplied) ? 'allow' : 'refuse'
}
