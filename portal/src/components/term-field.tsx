import type { SearchV2Type } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useEffect, useId, useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { useDebouncedValue } from './use-debounced-value.ts'

/**
 * The search term with suggestions for job titles and company names (GET
 * /api/v2/search/{type}/suggest, typo-tolerant); the browser's datalist offers them to mouse and keyboard.
 */
export function TermField({
  type,
  value,
  onSubmit,
}: {
  type: SearchV2Type
  value: string
  onSubmit: (term: string) => void
}) {
  const id = useId()
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const typed = useDebouncedValue(text.trim(), 200)
  const { data } = useApi('searchV2Suggest', typed.length >= 2 ? { params: { type }, query: { term: typed } } : null, {
    keepPreviousData: true,
  })
  const suggestions = typed.length >= 2 ? (data?.data ?? []) : []
  return (
    <form
      className="term-field"
      aria-label="Suchbegriff"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(text.trim())
      }}
    >
      <label htmlFor={`${id}-term`}>Beruf oder Betrieb</label>
      <div className="term-field__row">
        <input
          id={`${id}-term`}
          type="search"
          list={`${id}-suggestions`}
          value={text}
          maxLength={200}
          placeholder="z. B. Kaufmann Büro"
          onChange={(event) => setText(event.target.value)}
        />
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={`${suggestion.kind}-${suggestion.label}`} value={suggestion.label}>
              {suggestion.kind === 'business' ? 'Betrieb' : 'Beruf'}
            </option>
          ))}
        </datalist>
        <Button type="submit" design="primary">
          Finden
        </Button>
      </div>
    </form>
  )
}
