import type { AdminBusinessRow } from '@oabat/core'
import { Button, TextField } from '@oabat/ui'
import { useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { useDebouncedValue } from '../components/use-debounced-value.ts'

export interface PickedBusiness {
  id: number
  name: string
}

interface BusinessSearchProps {
  label: string
  /** Companies already chosen: shown as chosen, not offered again. */
  chosen: ReadonlySet<number>
  onPick: (business: AdminBusinessRow) => void
}

/** Finds companies by name (GET /api/v2/admin/business) and hands the chosen one over. */
export function BusinessSearch({ label, chosen, onPick }: BusinessSearchProps) {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), 250)
  const { data, error, isLoading } = useApi('adminBusinesses', search.length >= 2 ? { query: { search } } : null)
  const rows = data?.data ?? []
  return (
    <div className="admin-business-search">
      <TextField
        label={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="Mindestens zwei Buchstaben des Namens."
      />
      {search.length >= 2 && (
        <div aria-live="polite">
          {isLoading && <p className="admin-muted">Unternehmen werden gesucht …</p>}
          {error && <p role="alert">Die Suche hat nicht geklappt: {error.message}</p>}
          {data && rows.length === 0 && <p className="admin-muted">Kein Unternehmen heißt so.</p>}
          {rows.length > 0 && (
            <ul className="admin-business-search__results">
              {rows.map((business) => (
                <li key={business.id}>
                  <span>
                    {business.name}
                    {business.city && <span className="admin-muted"> · {business.city}</span>}
                  </span>
                  <Button
                    design="flat"
                    size="small"
                    disabled={chosen.has(business.id)}
                    onClick={() => onPick(business)}
                    aria-label={`${business.name} auswählen`}
                  >
                    {chosen.has(business.id) ? 'Ausgewählt' : 'Auswählen'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {data && data.meta.total > rows.length && (
            <p className="admin-muted">
              {rows.length} von {data.meta.total} Treffern – gib mehr vom Namen ein.
            </p>
          )}
        </div>
      )}
    </div>
  )
}
