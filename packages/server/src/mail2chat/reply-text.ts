import { CHAT_BODY_MAX } from '@oabat/core/contract'
import EmailReplyParser from 'email-reply-parser'

/**
 * The line above which a chat notification mail asks for the answer. Mail programs quote it ("> …"),
 * so everything from it on is the quoted notification, whatever language the program writes its
 * "On … wrote:" in.
 */
export const REPLY_ABOVE_LINE = '##- Bitte schreibe Deine Antwort über dieser Zeile -##'

const parser = new EmailReplyParser()

/** Common German phone and mail-app signatures email-reply-parser does not know. */
const GERMAN_SIGNATURES = [
  /^Von meinem .+ gesendet\.?$/i,
  /^Gesendet (von|mit) .+$/i,
  /^Diese Nachricht wurde von .+ gesendet\.?$/i,
]

/**
 * The newly written text of an e-mail answer: the quoted notification (from our marker line), the
 * "Am … schrieb …:" header with its quote, and signatures are removed; line ends are normalised, runs of
 * blank lines folded. Empty when nothing new was written. Cut to the chat's body limit.
 */
export function replyText(plain: string): string {
  const lines = plain.replace(/\r\n?/g, '\n').split('\n')
  const marker = lines.findIndex((line) => line.includes(REPLY_ABOVE_LINE))
  let text = (marker === -1 ? lines : lines.slice(0, marker)).join('\n')
  text = parser.parseReply(text)
  const kept: string[] = []
  for (const line of text.split('\n')) {
    if (GERMAN_SIGNATURES.some((signature) => signature.test(line.trim()))) break
    kept.push(line.trimEnd())
  }
  // The "Am … schrieb …:" line right above our marker is left when the parser saw no quote below it.
  while (kept.length > 0 && /^(Am|On) .+(schrieb|wrote).*:$/i.test((kept.at(-1) ?? '').trim())) kept.pop()
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, CHAT_BODY_MAX)
}
