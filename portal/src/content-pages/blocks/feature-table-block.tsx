import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** A feature table: which offer has which feature, as a real table with headers. */
export function FeatureTableBlock({ block }: { block: BlockOf<'feature_table'> }) {
  return (
    <>
      <BlockTitle title={block.title} />
      <div className="content-block__table-scroll">
        <table className="content-block__table">
          <thead>
            <tr>
              <th scope="col">Leistung</th>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((value, index) => (
                  <td key={block.columns[index]}>
                    <span aria-hidden="true">{value ? '✓' : '–'}</span>
                    <span className="visually-hidden">{value ? 'ja' : 'nein'}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
