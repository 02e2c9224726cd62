import { THEME_PRESETS, type Theme, type ThemeBody, type ThemeValues, themeCustomProperties } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database, ThemesTable } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'

type Db = Kysely<Database>
type ThemeRow = Omit<ThemesTable, 'id'> & { id: number }

export const THEME_NOT_FOUND = 'Dieses Theme gibt es nicht.'
export const NOT_OWN_THEME = 'Dieses Theme gehört nicht Deinem Unternehmen.'

/** The stored values; a row that cannot be read (never written by this server) falls back to the light preset. */
export function themeValuesOf(row: Pick<ThemeRow, 'theme'>): ThemeValues {
  try {
    return JSON.parse(row.theme) as ThemeValues
  } catch {
    return THEME_PRESETS.light
  }
}

export function toTheme(row: ThemeRow): Theme {
  const values = themeValuesOf(row)
  return {
    id: row.id,
    business_id: row.business_id,
    name: row.name,
    type: row.type,
    theme: values,
    properties: themeCustomProperties(values),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** The business's own theme: 404 unknown, 403 another company's. */
export async function ownThemeRow(db: Db, businessId: number, id: number): Promise<ThemeRow> {
  const row = await db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(THEME_NOT_FOUND)
  if (row.business_id !== businessId) throw new HttpError(403, NOT_OWN_THEME)
  return row
}

/** Body as the contract parsed it (colours lower-cased, contrast checked). */
export type ParsedThemeBody = Required<ThemeBody> & { theme: ThemeValues }

export async function insertTheme(db: Db, businessId: number, body: ParsedThemeBody, now: string): Promise<ThemeRow> {
  return db
    .insertInto('themes')
    .values({
      business_id: businessId,
      name: body.name,
      type: body.type,
      theme: JSON.stringify(body.theme),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
