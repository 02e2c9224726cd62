import { type Location, NEARBY_LABEL, NEARBY_SLUG } from '@oabat/core'
import { useEffect, useId, useRef, useState } from 'react'
import type { ReadCall } from '../shared/widget-api.ts'

/** A chosen place: a slug the portal and the job list understand, and its name. */
export interface ChosenPlace {
  slug: string
  name: string
}

const NEARBY: ChosenPlace = { slug: NEARBY_SLUG, name: NEARBY_LABEL }

/**
 * Place input with suggestions (POST /api/search/autocomplete_city), as an ARIA 1.2 combobox:
 * arrow keys move through the list, Enter picks, Escape closes. "In meiner Umgebung" is always
 * offered first (the browser's position).
 */
export function PlaceCombobox({
  call,
  value,
  onChange,
}: {
  call: ReadCall
  value: ChosenPlace | null
  onChange: (place: ChosenPlace | null, typed: string) => void
}) {
  const id = useId()
  const [text, setText] = useState(value?.name ?? '')
  const [options, setOptions] = useState<ChosenPlace[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  useEffect(() => {
    setText(value?.name ?? '')
  }, [value])

  useEffect(() => {
    const search = text.trim()
    if (!typed.current || search.length < 2) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      call('autocompleteCity', { body: { search } }, { signal: controller.signal })
        .then(({ items }) =>
          setOptions(
            items.slice(0, 8).map((place: Location) => ({
              slug: place.slug,
              name: place.zip ? `${place.zip} ${place.name}` : place.name,
            })),
          ),
        )
        .catch(() => setOptions([]))
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [call, text])

  const shown = [NEARBY, ...options]
  const choose = (place: ChosenPlace) => {
    typed.current = false
    setText(place.name)
    setOpen(false)
    setActive(-1)
    onChange(place, place.name)
  }

  return (
    <div className="oabat-search__place">
      <label htmlFor={`${id}-input`}>Ort oder PLZ</label>
      <input
        id={`${id}-input`}
        className="oabat-search__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder="z. B. Passau oder 94032"
        value={text}
        onInput={(event) => {
          typed.current = true
          const next = (event.target as HTMLInputElement).value
          setText(next)
          setOpen(true)
          setActive(-1)
          onChange(null, next)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
            setActive((index) => Math.min(shown.length - 1, index + 1))
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((index) => Math.max(0, index - 1))
          } else if (event.key === 'Escape') {
            setOpen(false)
          } else if (event.key === 'Enter' && open && active >= 0) {
            event.preventDefault()
            choose(shown[active] as ChosenPlace)
          }
        }}
      />
      <div id={`${id}-list`} role="listbox" aria-label="Orte" className="oabat-search__options" hidden={!open}>
        {shown.map((place, index) => (
          // The focus stays in the input (aria-activedescendant); the keyboard works there (ARIA combobox).
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: see above
          <div
            key={place.slug}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="oabat-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.slug === NEARBY_SLUG ? 'In meiner Umgebung' : place.name}
          </div>
        ))}
      </div>
    </div>
  )
}
