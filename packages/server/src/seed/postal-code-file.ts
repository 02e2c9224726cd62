import fs from 'node:fs'
import { parseCsvLine } from './csv-line.ts'

/** One postal code area as read from a file, before it is tied to a place. */
export interface PostalCodeRecord {
  zip: string
  place: string
  state: string | null
  state_code: string | null
  district: string | null
  district_code: string | null
  latitude: number
  longitude: number
}

export type PostalCodeFormat = 'geonames' | 'csv' | 'compact'

const CSV_HEADER = 'country_code,zipcode,place,state,state_code,province,province_code,community,community_code'
/** The layout of the file shipped in packages/server/postal-codes: German rows, only the columns imported. */
const COMPACT_HEADER = 'zip,place,state,state_code,district,district_code,latitude,longitude'

/**
 * Tells the supported layouts apart by the first line: the CSV (zauberware conversion of
 * GeoNames) and the shipped compact CSV start with their headers, the GeoNames dump (DE.txt) is
 * tab-separated without a header.
 */
export function detectPostalCodeFormat(firstLine: string): PostalCodeFormat | null {
  const line = firstLine.replace(/^\uFEFF/, '').trim()
  if (line.startsWith(CSV_HEADER)) return 'csv'
  if (line === COMPACT_HEADER) return 'compact'
  if (line.split('\t').length >= 11) return 'geonames'
  return null
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * Both layouts carry the same GeoNames columns in the same order: country, zip, place, state
 * name and code, Regierungsbezirk name and code, district name and code, latitude, longitude.
 */
function toRecord(fields: string[]): PostalCodeRecord | null {
  if (fields[0]?.trim() !== 'DE') return null
  const zip = text(fields[1])
  const place = text(fields[2])
  const latitude = Number.parseFloat(fields[9] ?? '')
  const longitude = Number.parseFloat(fields[10] ?? '')
  if (!zip || !place || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  return {
    zip,
    place,
    state: text(fields[3]),
    state_code: text(fields[4]),
    district: text(fields[7]),
    district_code: text(fields[8]),
    latitude,
    longitude,
  }
}

/** The compact layout drops the country (always DE) and the Regierungsbezirk: back to the GeoNames columns. */
function compactToGeoNames(fields: string[]): string[] {
  const [zip, place, state, stateCode, district, districtCode, latitude, longitude] = fields
  return [
    'DE',
    zip ?? '',
    place ?? '',
    state ?? '',
    stateCode ?? '',
    '',
    '',
    district ?? '',
    districtCode ?? '',
    latitude ?? '',
    longitude ?? '',
  ]
}

function fieldsOf(format: PostalCodeFormat, line: string): string[] {
  if (format === 'geonames') return line.split('\t')
  return format === 'csv' ? parseCsvLine(line) : compactToGeoNames(parseCsvLine(line))
}

/** Reads the German (DE) rows of a postal-code file; throws with a plain message when it cannot. */
export function readPostalCodeFile(filePath: string): PostalCodeRecord[] {
  if (!fs.existsSync(filePath)) throw new Error(`postal code file not found: ${filePath}`)
  const lines = fs.readFileSync(filePath, 'utf8').split(/\r?\n/)
  const format = detectPostalCodeFormat(lines[0] ?? '')
  if (!format) {
    throw new Error(
      `unknown postal code file format in ${filePath}: expected the GeoNames dump (tab-separated), a CSV with header ${CSV_HEADER},… or one with header ${COMPACT_HEADER}`,
    )
  }
  const records: PostalCodeRecord[] = []
  for (let i = format === 'geonames' ? 0 : 1; i < lines.length; i++) {
    const line = lines[i] as string
    if (line.trim() === '') continue
    const record = toRecord(fieldsOf(format, line))
    if (record) records.push(record)
  }
  if (records.length === 0) throw new Error(`no German (DE) postal codes found in ${filePath}`)
  return records
}
