/** The password rule of this product (SPEC leaves it open): at least 8 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8
/** Upper bound, so hashing never gets a megabyte to chew on. */
export const PASSWORD_MAX_LENGTH = 200

export const PASSWORD_MESSAGES = {
  missing: 'Bitte gib ein Passwort ein.',
  tooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  tooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  letterAndDigit: 'Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten.',
} as const

/** The German reason a password is too weak, or null when it follows the rule. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.missing
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return PASSWORD_MESSAGES.letterAndDigit
  return null
}
