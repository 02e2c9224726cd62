/** The two greetings a trainee sees as the first message while nobody has written to them (SPEC §4). */
export const CHAT_GREETINGS = [
  'Hallo! Schön, dass Du da bist. Schreib uns einfach, was Du über die Ausbildung wissen möchtest – wir antworten Dir so schnell wie möglich.',
  'Hi! Du interessierst Dich für eine Ausbildung oder ein Praktikum bei uns? Stell uns hier gerne Deine Fragen.',
] as const

/** One of the two greetings, always the same for the same partner. */
export function chatGreeting(partnerId: number): string {
  return CHAT_GREETINGS[Math.abs(partnerId) % CHAT_GREETINGS.length] as string
}

interface HintMessage {
  sender_id: number
  type: string
}

/** SPEC §4: a trainee with no messages from others sees a greeting as the first message. */
export function showsTraineeGreeting(viewer: { id: number; is_trainee: boolean }, messages: HintMessage[]): boolean {
  return viewer.is_trainee && !messages.some((message) => message.sender_id !== viewer.id)
}

/**
 * SPEC §4: a business user viewing a conversation with a trainee-like partner sees the reply hint
 * while no action message has been sent or received in it.
 */
export function showsBusinessReplyHint(
  viewer: { is_business: boolean },
  partnerType: string | null | undefined,
  messages: HintMessage[],
): boolean {
  return viewer.is_business && partnerType === 'trainee' && !messages.some((message) => message.type === 'action')
}
