import type { SearchType } from '@oabat/core'
import { foldGerman, type Location, searchPagePath } from '@oabat/core'
import { Button } from '@oabat/ui'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useDebouncedValue } from './use-debounced-value.ts'
import './place-search.css'

/** Suggestions are asked for once typing pauses this long. */
const DEBOUNCE_MS = 250
const MIN_CHARS = 2

function optionLabel(place: Location): string {
  return place.zip ? `${place.zip} ${place.name}` : place.name
}

/** The place a typed text means: the one whose postal code or name it is, else the first suggestion. */
function bestMatch(places: Location[], typed: string): Location | undefined {
  const wanted = foldGerman(typed)
  return (
    places.find(
      (place) => place.zip === typed || foldGerman(place.name) === wanted || foldGerman(optionLabel(place)) === wanted,
    ) ?? places[0]
  )
}

export interface PlaceSearchProps {
  type: SearchType
  /** Visible label of the input. */
  label?: string
  /** The page a chosen place opens; the search of `type` by default. */
  pathFor?: (slug: string) => string
}

/**
 * The place search: a combobox (ARIA 1.2 pattern) with suggestions from POST
 * /api/search/autocomplete_city; choosing a place opens its search page.
 */
export function PlaceSearch({ type, label = 'Wo suchst Du?', pathFor }: PlaceSearchProps) {
  const [, navigate] = useLocation()
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  // Typed into the server-rendered page before it was hydrated: kept, and searched for.
  useEffect(() => {
    const input = inputRef.current
    if (!input?.value) return
    setText(input.value)
    setOpen(document.activeElement === input)
  }, [])
  // „Suchen“ before the suggestions arrived: the typed text is looked up on submit (`resolving`),
  // and a text without a place says so next to the field (`problem`).
  const [resolving, setResolving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const submitted = useRef(0)
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const enabled = query.length >= MIN_CHARS
  const { data, error, isLoading } = useApi('autocompleteCity', enabled ? { body: { search: query } } : null, {
    keepPreviousData: true,
  })
  const items = enabled && text.trim().length >= MIN_CHARS ? (data?.items ?? []) : []
  const expanded = open && text.trim().length >= MIN_CHARS
  const settled = enabled && query === text.trim() && !isLoading

  function choose(place: Location) {
    submitted.current += 1
    setResolving(false)
    setProblem(null)
    setOpen(false)
    setText(place.name)
    navigate(pathFor ? pathFor(place.slug) : searchPagePath(type === 'praktikum' ? 2 : 1, place.slug))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (items.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + items.length) % items.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else {
        setText('')
      }
    }
  }

  /** Searches the chosen or typed place; without settled suggestions it asks for the typed text itself. */
  function submit() {
    if (resolving) return
    const typed = text.trim()
    const picked = items[active] ?? (settled ? bestMatch(items, typed) : undefined)
    if (picked) {
      choose(picked)
      return
    }
    if (settled && items.length === 0) {
      setProblem(notFoundText(typed))
      return
    }
    if (typed.length < MIN_CHARS) {
      setProblem('Gib einen Ort oder eine Postleitzahl ein.')
      return
    }
    const request = ++submitted.current
    setResolving(true)
    setProblem(null)
    setOpen(false)
    api('autocompleteCity', { body: { search: typed } }).then(
      (answer) => {
        if (request !== submitted.current) return
        const place = bestMatch(answer.items, typed)
        if (place) choose(place)
        else {
          setResolving(false)
          setProblem(notFoundText(typed))
        }
      },
      () => {
        if (request !== submitted.current) return
        setResolving(false)
        setProblem('Die Orte konnten nicht geladen werden. Versuche es noch einmal.')
      },
    )
  }

  let status = ''
  if (problem) status = problem
  else if (resolving) status = 'Ort wird gesucht …'
  else if (expanded) {
    if (error) status = 'Die Orte konnten nicht geladen werden.'
    else if (!settled && items.length === 0) status = 'Orte werden gesucht …'
    else if (items.length === 0) status = 'Kein Ort gefunden. Versuche es mit einer Postleitzahl.'
    else status = `${items.length} ${items.length === 1 ? 'Ort' : 'Orte'} gefunden, mit den Pfeiltasten auswählen.`
  }
  const activeItem = expanded ? items[active] : undefined

  return (
    <form
      className="place-search"
      aria-busy={resolving}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label className="place-search__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="place-search__field">
        <span className="place-search__input-wrap">
          <svg className="place-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>
          <input
            ref={inputRef}
            id={inputId}
            className="place-search__input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder="Ort oder Postleitzahl"
            aria-autocomplete="list"
            aria-expanded={expanded && items.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeItem ? `${listId}-${active}` : undefined}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-status` : undefined}
            onChange={(event) => {
              // Typing again drops a lookup still running and its message.
              submitted.current += 1
              setResolving(false)
              setProblem(null)
              setText(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </span>
        <Button type="submit" design="primary" size="large" className="place-search__submit" aria-disabled={resolving}>
          {resolving ? 'Suche …' : 'Suchen'}
        </Button>
      </div>
      <div
        id={listId}
        className="place-search__list"
        role="listbox"
        aria-label="Vorschläge"
        hidden={!expanded || items.length === 0}
      >
        {items.map((place, index) => (
          // Options stay out of the tab order: the focus remains in the input (aria-activedescendant),
          // and the keyboard works there (ARIA combobox pattern).
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: see above
          <div
            key={`${place.slug}-${place.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-search__option"
            // Keeps the focus in the input so the click does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            onMouseMove={() => setActive(index)}
          >
            <span className="place-search__option-name">{optionLabel(place)}</span>
            {place.state && <span className="place-search__option-state">{place.state}</span>}
          </div>
        ))}
      </div>
      {/* One live region: visible for "nothing found" and errors, otherwise only announced. */}
      <p
        id={`${id}-status`}
        className={
          problem || resolving || (expanded && (items.length === 0 || error))
            ? 'place-search__status'
            : 'visually-hidden'
        }
        aria-live="polite"
      >
        {status}
      </p>
    </form>
  )
}

function notFoundText(typed: string): string {
  return `Zu „${typed}“ haben wir keinen Ort gefunden. Versuche es mit einer Postleitzahl.`
}
