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

export type PostalCodeFormat = 'geonames' | 'csv'

const CSV_HEADER = 'country_code,zipcode,place,state,state_code,province,province_code,community,community_code'

/**
 * Tells the two supported layouts apart by the first line: the CSV (zauberware conversion of
 * GeoNames) starts with its header, the GeoNames dump (DE.txt) is tab-separated without a header.
 */
export function detectPostalCodeFormat(firstLine: string): PostalCodeFormat | null {
  const line = firstLine.replace(/^\uFEFF/, '').trim()
  if (line.startsWith(CSV_HEADER)) return 'csv'
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

/** Reads the German (DE) rows of a postal-code file; throws with a plain message when it cannot. */
export function readPostalCodeFile(filePath: string): PostalCodeRecord[] {
  if (!fs.existsSync(filePath)) throw new Error(`postal code file not found: ${filePath}`)
  const lines = fs.readFileSync(filePath, 'utf8').split(/\r?\n/)
  const format = detectPostalCodeFormat(lines[0] ?? '')
  if (!format) {
    throw new Error(
      `unknown postal code file format in ${filePath}: expected the GeoNames dump (tab-separated) or a CSV with header ${CSV_HEADER},…`,
    )
  }
  const records: PostalCodeRecord[] = []
  for (let i = format === 'csv' ? 1 : 0; i < lines.length; i++) {
    const line = lines[i] as string
    if (line.trim() === '') continue
    const record = toRecord(format === 'csv' ? parseCsvLine(line) : line.split('\t'))
    if (record) records.push(record)
  }
  if (records.length === 0) throw new Error(`no German (DE) postal codes found in ${filePath}`)
  return records
}
