/** Types of email-reply-parser 2.1 (it ships none): the visible text of a reply, quotes and signatures removed. */
declare module 'email-reply-parser' {
  export default class EmailReplyParser {
    parseReply(text: string): string
  }
}
