import { Button, Card } from '@oabat/ui'
import type { ReactNode } from 'react'
import { downloadCsv, toCsv } from './csv.ts'
import { formatCount } from './labels.ts'

export interface StatColumn<Row> {
  label: string
  /** The cell's value: numbers are formatted, and exported as they are. */
  value: (row: Row) => string | number
  /** What the cell shows, when it is more than its value (a link). */
  render?: (row: Row) => ReactNode
}

/** A card with a table of figures and its CSV export (docs/oabalytics.md: every table exports). */
export function StatTable<Row>({
  id,
  title,
  columns,
  rows,
  fileName,
  empty,
  footer,
}: {
  id: string
  title: string
  columns: StatColumn<Row>[]
  rows: Row[]
  fileName: string
  empty: string
  footer?: ReactNode
}) {
  const exportCsv = () =>
    downloadCsv(
      fileName,
      toCsv(
        columns.map((c) => c.label),
        rows.map((row) => columns.map((c) => c.value(row))),
      ),
    )
  return (
    <Card as="section" className="area-card" aria-labelledby={`${id}-title`}>
      <div className="oabalytics-card-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <Button design="flat" size="small" disabled={rows.length === 0} onClick={exportCsv}>
          Als CSV herunterladen
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="area-card__muted">{empty}</p>
      ) : (
        // Wide tables scroll sideways: focusable, so a keyboard can scroll them too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        <section className="admin-table-scroll" tabIndex={0} aria-label={`Tabelle: ${title}`}>
          <table className="admin-table oabalytics-table">
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={column.label} scope="col" className={index > 0 ? 'oabalytics-table__number' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the server's, in its order, and never reordered here
                <tr key={rowIndex}>
                  {columns.map((column, index) => {
                    const value = column.value(row)
                    const shown = column.render
                      ? column.render(row)
                      : typeof value === 'number'
                        ? formatCount(value)
                        : value
                    return index === 0 ? (
                      <th key={column.label} scope="row" className="oabalytics-table__label">
                        {shown}
                      </th>
                    ) : (
                      <td key={column.label} className="oabalytics-table__number">
                        {shown}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {footer}
    </Card>
  )
}
