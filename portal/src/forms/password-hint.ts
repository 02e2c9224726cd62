import { PASSWORD_MIN_LENGTH } from '@oabat/core'

/** The password rule (core rules/password-rule.ts) as help text under every new-password field. */
export const PASSWORD_HINT = `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen, darunter mindestens ein Buchstabe und eine Ziffer.`
