import { type core, z } from 'zod'

/**
 * German field messages for every check that carries no message of its own (SPEC: bad input gets a
 * 422 with German field errors). Schemas state their own text where a field needs a specific one;
 * this is the fallback, worded for the person filling a form rather than for a programmer.
 */
export function germanIssueMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Dieses Feld fehlt.'
      return EXPECTED_TYPE[issue.expected] ?? 'Dieser Wert hat den falschen Typ.'
    case 'too_big':
      return tooBig(issue.origin, String(issue.maximum), issue.inclusive !== false)
    case 'too_small':
      return tooSmall(issue.origin, String(issue.minimum), issue.inclusive !== false)
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'Das Format ist ungültig.'
    case 'invalid_value':
      return issue.values.length === 1
        ? `Erlaubt ist nur ${String(issue.values[0])}.`
        : `Erlaubt sind: ${issue.values.map(String).join(', ')}.`
    case 'not_multiple_of':
      return `Der Wert muss ein Vielfaches von ${String(issue.divisor)} sein.`
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Unbekanntes Feld: ${issue.keys[0]}.`
        : `Unbekannte Felder: ${issue.keys.join(', ')}.`
    default:
      return 'Ungültige Eingabe.'
  }
}

const EXPECTED_TYPE: Readonly<Record<string, string>> = {
  string: 'Bitte gib einen Text an.',
  number: 'Bitte gib eine Zahl an.',
  int: 'Bitte gib eine ganze Zahl an.',
  boolean: 'Bitte gib ja oder nein an (true oder false).',
  array: 'Bitte gib eine Liste an.',
  object: 'Bitte gib ein Objekt an.',
  date: 'Bitte gib ein gültiges Datum an.',
  file: 'Bitte wähle eine Datei.',
}

const FORMAT: Readonly<Record<string, string>> = {
  email: 'Bitte gib eine gültige E-Mail-Adresse an.',
  url: 'Bitte gib eine gültige Web-Adresse an.',
  date: 'Bitte gib ein gültiges Datum an (JJJJ-MM-TT).',
  datetime: 'Bitte gib einen gültigen Zeitpunkt an.',
  time: 'Bitte gib eine gültige Uhrzeit an.',
  uuid: 'Das ist keine gültige Kennung.',
}

function tooBig(origin: string, maximum: string, inclusive: boolean): string {
  switch (origin) {
    case 'string':
      return `Höchstens ${maximum} Zeichen.`
    case 'array':
    case 'set':
      return `Höchstens ${maximum} Einträge.`
    case 'file':
      return `Die Datei ist zu groß (höchstens ${maximum} Bytes).`
    default:
      return inclusive ? `Der Wert darf höchstens ${maximum} sein.` : `Der Wert muss kleiner als ${maximum} sein.`
  }
}

function tooSmall(origin: string, minimum: string, inclusive: boolean): string {
  switch (origin) {
    case 'string':
      return minimum === '1' ? 'Dieses Feld darf nicht leer sein.' : `Mindestens ${minimum} Zeichen.`
    case 'array':
    case 'set':
      return minimum === '1' ? 'Bitte gib mindestens einen Eintrag an.' : `Mindestens ${minimum} Einträge.`
    case 'file':
      return 'Die Datei ist leer.'
    default:
      return inclusive ? `Der Wert muss mindestens ${minimum} sein.` : `Der Wert muss größer als ${minimum} sein.`
  }
}

/** Makes the German messages zod's fallback for every schema of this zod instance. */
export function installGermanIssueMessages(): void {
  z.config({ localeError: germanIssueMessage })
}
