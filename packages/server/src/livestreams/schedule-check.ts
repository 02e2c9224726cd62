import { berlinToIso, berlinWallClock, containsMarkup } from '@oabat/core'
import { SCHEDULE_ROWS_MAX } from '@oabat/core/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import type { ScheduleCell, ScheduleRow } from './schedule-file.ts'

/** What a checked schedule file replaces: the company slots and the programme points without a company. */
export interface CheckedSchedule {
  appearances: Array<{ from: string; to: string | null; business_id: number; title: string }>
  agenda: Array<{ from: string; to: string | null; title: string }>
}

type Column = 'date' | 'from' | 'to' | 'business' | 'title'

/** Header names a column may have (lower case, German first); docs/livestreams.md lists them. */
const HEADERS: Record<Column, string[]> = {
  date: ['datum', 'tag', 'date'],
  from: ['von', 'beginn', 'start', 'from'],
  to: ['bis', 'ende', 'end', 'to'],
  business: ['unternehmen', 'betrieb', 'firma', 'business', 'company'],
  title: ['titel', 'programmpunkt', 'thema', 'title'],
}
/** How a column is named in an error when the file has none of its names. */
const SHOWN: Record<Column, string> = { date: 'Datum', from: 'Von', to: 'Bis', business: 'Unternehmen', title: 'Titel' }
const TITLE_MAX = 150
/** At most this many row errors are listed; a file with more is usually the wrong file. */
const ERRORS_SHOWN = 30
const FILE_INVALID = 'Die Datei enthält Fehler; es wurde nichts geändert.'

interface Day {
  year: number
  month: number
  day: number
}
interface Time {
  hour: number
  minute: number
}
/** A cell read as a point in time: a time of day, or a whole date and time (`instant` when the text named its offset). */
type When = { time: Time; day?: Day; instant?: string }

const isDay = (d: Day) => {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day))
  return date.getUTCFullYear() === d.year && date.getUTCMonth() === d.month - 1 && date.getUTCDate() === d.day
}
const isTime = (t: Time) => t.hour >= 0 && t.hour <= 23 && t.minute >= 0 && t.minute <= 59

function parseDay(text: string): Day | null {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const day = german
    ? { day: Number(german[1]), month: Number(german[2]), year: Number(german[3]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : null
  return day && isDay(day) ? day : null
}

function parseTime(text: string): Time | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?(?:\s*Uhr)?$/i.exec(text)
  if (!match) return null
  const time = { hour: Number(match[1]), minute: Number(match[2]) }
  return isTime(time) ? time : null
}

/** Spreadsheets keep dates as days since 30.12.1899 and times as fractions of a day. */
function fromSpreadsheetDate(date: Date): { day?: Day; time: Time } {
  const time = { hour: date.getUTCHours(), minute: date.getUTCMinutes() + Math.round(date.getUTCSeconds() / 60) }
  if (time.minute === 60) Object.assign(time, { hour: time.hour + 1, minute: 0 })
  if (date.getUTCFullYear() <= 1900) return { time }
  return { day: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, time }
}

function readWhen(cell: ScheduleCell): When | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : fromSpreadsheetDate(cell)
  if (typeof cell === 'number') {
    if (cell < 0 || cell >= 1) return null
    const minutes = Math.round(cell * 1440)
    return { time: { hour: Math.floor(minutes / 60) % 24, minute: minutes % 60 } }
  }
  if (typeof cell !== 'string') return null
  const text = cell.trim()
  const time = parseTime(text)
  if (time) return { time }
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(text)
  if (withOffset && !Number.isNaN(Date.parse(text))) {
    const wall = berlinWallClock(new Date(text))
    return { time: wall, day: wall, instant: new Date(text).toISOString() }
  }
  const both = /^(\S+)[ T](\d{1,2}[:.]\d{2}(?::\d{2})?)$/.exec(text)
  const day = both ? parseDay(both[1] ?? '') : null
  const dayTime = both ? parseTime(both[2] ?? '') : null
  return day && dayTime ? { day, time: dayTime } : null
}

function readDay(cell: ScheduleCell): Day | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : (fromSpreadsheetDate(cell).day ?? null)
  if (typeof cell === 'number' && Number.isInteger(cell) && cell > 0 && cell < 100_000) {
    const date = new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000)
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
  }
  return typeof cell === 'string' ? parseDay(cell.trim()) : null
}

const text = (cell: ScheduleCell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim()
const clock = (iso: string) => {
  const wall = berlinWallClock(new Date(iso))
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`
}

/** A business named by id (digits), slug or exact name (case aside); names two share are refused. */
async function resolveBusinesses(db: Kysely<Database>, refs: string[]): Promise<Map<string, number | string>> {
  const resolved = new Map<string, number | string>()
  if (refs.length === 0) return resolved
  const ids = refs.filter((r) => /^\d{1,12}$/.test(r)).map(Number)
  const lowered = refs.map((r) => r.toLowerCase())
  const rows = await db
    .selectFrom('businesses')
    .select(['id', 'slug', 'name'])
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        eb('slug', 'in', refs),
        eb(eb.fn('lower', ['name']), 'in', lowered),
      ]),
    )
    .execute()
  for (const ref of refs) {
    const byId = /^\d{1,12}$/.test(ref) ? rows.find((b) => b.id === Number(ref)) : undefined
    const bySlug = rows.find((b) => b.slug === ref)
    const byName = rows.filter((b) => b.name.toLowerCase() === ref.toLowerCase())
    if (byId || bySlug) resolved.set(ref, (byId ?? bySlug)?.id as number)
    else if (byName.length === 1) resolved.set(ref, byName[0]?.id as number)
    else if (byName.length > 1)
      resolved.set(ref, `Mehrere Unternehmen heißen „${ref}“. Bitte gib den Slug oder die Id an.`)
    else resolved.set(ref, `Das Unternehmen „${ref}“ gibt es nicht. Gib den Namen, den Slug oder die Id an.`)
  }
  return resolved
}

interface Slot {
  line: number
  from: string
  to: string | null
  businessRef: string
  title: string
}

/**
 * Checks every row of a schedule file (docs/livestreams.md, „Ablaufplan hochladen“) and answers what
 * replaces the stream's slots, or refuses the whole file with a 422 whose `file` errors name row and column.
 * Times are German wall-clock times; rows without a date take the day of the stream's planned start.
 */
export async function checkSchedule(
  db: Kysely<Database>,
  rows: ScheduleRow[],
  plannedStart: string | null,
): Promise<CheckedSchedule> {
  const errors: string[] = []
  const refuse = (): never => {
    const shown = errors.slice(0, ERRORS_SHOWN)
    if (errors.length > ERRORS_SHOWN) shown.push(`… und ${errors.length - ERRORS_SHOWN} weitere Fehler.`)
    throw new HttpError(422, FILE_INVALID, { file: shown })
  }
  const [header, ...body] = rows
  if (!header) {
    errors.push('Die Datei ist leer. Die erste Zeile nennt die Spalten, z. B. Datum;Von;Bis;Unternehmen;Titel.')
    return refuse()
  }

  // Which column is which, by the header's names.
  const columns = new Map<Column, { index: number; name: string }>()
  header.cells.forEach((cell, index) => {
    const name = text(cell)
    if (name === '') return
    const column = (Object.keys(HEADERS) as Column[]).find((c) => HEADERS[c].includes(name.toLowerCase()))
    if (!column)
      errors.push(
        `Zeile 1: Die Spalte „${name}“ kennen wir nicht. Erlaubt sind Datum, Von, Bis, Unternehmen und Titel.`,
      )
    else if (columns.has(column)) errors.push(`Zeile 1: Die Spalte „${name}“ kommt doppelt vor.`)
    else columns.set(column, { index, name })
  })
  if (!columns.has('from')) errors.push('Zeile 1: Die Spalte „Von“ fehlt.')
  if (!columns.has('business') && !columns.has('title'))
    errors.push('Zeile 1: Es braucht die Spalte „Unternehmen“ oder „Titel“.')
  if (errors.length > 0) return refuse()
  if (body.length === 0) errors.push('Die Datei enthält unter der Kopfzeile keine Zeilen.')
  if (body.length > SCHEDULE_ROWS_MAX)
    errors.push(`Die Datei hat ${body.length} Zeilen; erlaubt sind höchstens ${SCHEDULE_ROWS_MAX}.`)
  if (errors.length > 0) return refuse()

  const cellOf = (row: ScheduleRow, column: Column) => {
    const at = columns.get(column)
    return at ? (row.cells[at.index] ?? null) : null
  }
  const nameOf = (column: Column) => columns.get(column)?.name ?? SHOWN[column]
  const where = (row: ScheduleRow, column: Column) => `Zeile ${row.line}, Spalte „${nameOf(column)}“`
  const startDay = plannedStart ? berlinWallClock(new Date(plannedStart)) : null

  const slots: Slot[] = []
  for (const row of body) {
    const rowErrors = errors.length
    // The day: the row's date, else one written with the time, else the stream's planned start.
    let day: Day | null = null
    const dateCell = cellOf(row, 'date')
    if (text(dateCell) !== '') {
      day = readDay(dateCell)
      if (!day) errors.push(`${where(row, 'date')}: „${text(dateCell)}“ ist kein Datum. Schreibe es als TT.MM.JJJJ.`)
    }
    const fromCell = cellOf(row, 'from')
    const from = text(fromCell) === '' ? null : readWhen(fromCell)
    if (text(fromCell) === '') errors.push(`${where(row, 'from')}: Bitte gib an, wann es beginnt (HH:MM).`)
    else if (!from) errors.push(`${where(row, 'from')}: „${text(fromCell)}“ ist keine Uhrzeit. Schreibe sie als HH:MM.`)
    day = day ?? from?.day ?? (startDay ? { year: startDay.year, month: startDay.month, day: startDay.day } : null)
    if (from && !day)
      errors.push(
        `${where(row, 'date')}: Bitte gib ein Datum an (TT.MM.JJJJ); der Livestream hat keinen geplanten Beginn.`,
      )
    const toCell = cellOf(row, 'to')
    const to = text(toCell) === '' ? null : readWhen(toCell)
    if (text(toCell) !== '' && !to)
      errors.push(`${where(row, 'to')}: „${text(toCell)}“ ist keine Uhrzeit. Schreibe sie als HH:MM.`)

    const businessRef = text(cellOf(row, 'business'))
    const title = text(cellOf(row, 'title'))
    if (title.length > TITLE_MAX)
      errors.push(`${where(row, 'title')}: Der Titel darf höchstens ${TITLE_MAX} Zeichen lang sein.`)
    else if (containsMarkup(title)) errors.push(`${where(row, 'title')}: Der Titel darf kein HTML enthalten.`)
    if (businessRef === '' && title === '')
      errors.push(`Zeile ${row.line}: Bitte gib ein Unternehmen oder einen Titel an (z. B. „Pause“ oder „Begrüßung“).`)
    if (errors.length > rowErrors || !from || !day) continue

    const fromIso = from.instant ?? berlinToIso({ ...(from.day ?? day), ...from.time })
    const toIso = to ? (to.instant ?? berlinToIso({ ...(to.day ?? from.day ?? day), ...to.time })) : null
    if (toIso && toIso <= fromIso) {
      errors.push(`${where(row, 'to')}: Das Ende (${clock(toIso)}) muss nach dem Beginn (${clock(fromIso)}) liegen.`)
      continue
    }
    slots.push({ line: row.line, from: fromIso, to: toIso, businessRef, title })
  }

  // One stage, one thing at a time: no slot may start before the previous one has ended.
  const byStart = [...slots].sort((a, b) => a.from.localeCompare(b.from) || a.line - b.line)
  byStart.forEach((slot, index) => {
    const previous = byStart[index - 1]
    if (!previous) return
    if (previous.to === null)
      errors.push(
        `Zeile ${previous.line}, Spalte „${nameOf('to')}“: Nur der letzte Programmpunkt darf ohne Ende sein; danach kommt Zeile ${slot.line}.`,
      )
    else if (slot.from < previous.to)
      errors.push(
        `Zeile ${slot.line}, Spalte „${nameOf('from')}“: ${clock(slot.from)} überschneidet sich mit Zeile ${previous.line} (${clock(previous.from)}–${clock(previous.to)}).`,
      )
  })

  const refs = [...new Set(slots.map((s) => s.businessRef).filter((r) => r !== ''))]
  const businesses = await resolveBusinesses(db, refs)
  for (const slot of slots) {
    const found = businesses.get(slot.businessRef)
    if (typeof found === 'string') errors.push(`Zeile ${slot.line}, Spalte „${nameOf('business')}“: ${found}`)
  }
  if (errors.length > 0) return refuse()

  const schedule: CheckedSchedule = { appearances: [], agenda: [] }
  for (const slot of byStart) {
    const businessId = businesses.get(slot.businessRef)
    if (typeof businessId === 'number')
      schedule.appearances.push({ from: slot.from, to: slot.to, business_id: businessId, title: slot.title })
    else schedule.agenda.push({ from: slot.from, to: slot.to, title: slot.title })
  }
  return schedule
}
