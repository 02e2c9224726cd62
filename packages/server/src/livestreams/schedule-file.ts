import { parse } from 'csv-parse/sync'
import { unzipSync } from 'fflate'
import { readSheet } from 'read-excel-file/node'

/** A cell as the check sees it: text from a CSV, or what a spreadsheet stored (text, number, date, yes/no). */
export type ScheduleCell = string | number | boolean | Date | null

/** A row of the file with its number as the organiser sees it (the header is row 1). */
export interface ScheduleRow {
  line: number
  cells: ScheduleCell[]
}

/** A file that cannot be read at all: the message goes to the `file` field. */
export class UnreadableSchedule extends Error {}

/** Unpacked size a spreadsheet may have: a 256 KB .xlsx holds far less; more is a zip bomb. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024
const ZIP = [0x50, 0x4b, 0x03, 0x04]
/** The old binary Excel format (and other OLE files). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0]

const startsWith = (data: Uint8Array, magic: number[]) => magic.every((byte, i) => data[i] === byte)

/** Text of a CSV: UTF-8 (with or without BOM), else Windows-1252, what German Excel saves as „CSV“. */
function csvText(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return new TextDecoder('windows-1252').decode(data)
  }
}

/** The separator the header line uses most: German Excel writes `;`, others `,` or a tab. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const counts = [';', ',', '\t'].map((sep) => [sep, header.split(sep).length] as const)
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

function readCsv(data: Uint8Array): ScheduleRow[] {
  const text = csvText(data)
  if (text.includes('\u0000')) throw new UnreadableSchedule(NOT_A_SCHEDULE)
  try {
    const records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>
    // info.lines is where a record ends; a quoted cell may span lines, the organiser counts from its start.
    const breaks = (record: string[]) => record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0)
    return records.map(({ record, info }) => ({ line: info.lines - breaks(record), cells: record }))
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new UnreadableSchedule(
      `Die CSV-Datei ist fehlerhaft${line ? ` (Zeile ${line})` : ''}: Prüfe die Anführungszeichen und Trennzeichen.`,
    )
  }
}

async function readXlsx(data: Uint8Array): Promise<ScheduleRow[]> {
  let unpacked = 0
  try {
    // Only the directory is read here (nothing is unpacked): its sizes refuse a zip bomb early.
    unzipSync(data, {
      filter: (file) => {
        unpacked += file.originalSize
        return false
      },
    })
  } catch {
    throw new UnreadableSchedule(NOT_A_SCHEDULE)
  }
  if (unpacked > MAX_UNPACKED_BYTES) throw new UnreadableSchedule('Die Excel-Datei ist entpackt zu groß.')
  try {
    const sheet = await readSheet(Buffer.from(data), 1, { trim: true })
    return sheet
      .map((cells, index) => ({ line: index + 1, cells: cells as ScheduleCell[] }))
      .filter((row) => row.cells.some((cell) => cell !== null && cell !== ''))
  } catch {
    throw new UnreadableSchedule('Die Excel-Datei lässt sich nicht lesen. Bitte speichere sie neu als .xlsx oder CSV.')
  }
}

export const NOT_A_SCHEDULE = 'Das ist keine CSV- oder Excel-Datei (.xlsx).'

/** The rows of an uploaded schedule: an .xlsx (its first sheet) by its zip signature, else CSV text. */
export async function readScheduleFile(data: Uint8Array): Promise<ScheduleRow[]> {
  if (data.byteLength === 0) throw new UnreadableSchedule('Die Datei ist leer.')
  if (startsWith(data, OLE))
    throw new UnreadableSchedule(
      'Alte Excel-Dateien (.xls) können wir nicht lesen. Bitte speichere die Datei als .xlsx oder CSV.',
    )
  return startsWith(data, ZIP) ? readXlsx(data) : readCsv(data)
}
