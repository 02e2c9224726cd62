import { NEARBY_SLUG, SEARCH_RADIUS_KM } from '@oabat/core'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { formatCount } from '../shared/format.ts'
import themeCss from '../shared/theme.css?inline'
import { useMountedSignal } from '../shared/use-mounted-signal.ts'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import { createReadClient, type ReadCall } from '../shared/widget-api.ts'
import { type ChosenPlace, PlaceCombobox } from './place-combobox.tsx'
import searchCss from './search.css?inline'

export type SearchBoxType = 'alle' | 'ausbildung' | 'praktikum'

/** What a search asks for; `path` is the portal page that shows it. */
export interface SearchRequest {
  location: string
  placeName: string
  type: SearchBoxType
  radius: number
  path: string
}

export interface SearchBoxProps {
  apiBase: string
  type?: SearchBoxType
  radius?: number
  /** Called with every search and every tab switch; return false to stay on the page. */
  onSearch: (request: SearchRequest) => boolean | undefined
  /** Show result tabs with counts after a search (when the results show on this page). */
  tabs?: boolean
}

const RADII = [10, 25, 50, 100, 200] as const
const TYPES: Array<[SearchBoxType, string]> = [
  ['alle', 'Alles'],
  ['ausbildung', 'Ausbildung'],
  ['praktikum', 'Praktikum'],
]
const styles = [themeCss, searchCss] as const

/** The portal path of a search: /ausbildung/{slug}, /praktikum/{slug} or /a/{slug} (tab Alles). */
export function searchPath(type: SearchBoxType, location: string, radius: number): string {
  const base = type === 'alle' ? '/a' : `/${type}`
  return `${base}/${encodeURIComponent(location)}${radius === SEARCH_RADIUS_KM.default ? '' : `?radius=${radius}`}`
}

async function tabCounts(call: ReadCall, location: string, radius: number, signal: AbortSignal) {
  if (location === NEARBY_SLUG) return null
  const { data: place } = await call('location', { params: { idOrSlug: location } }, { signal })
  const { data } = await call(
    'searchV2Meta',
    { params: { type: 'jobs' }, query: { latitude: place.latitude, longitude: place.longitude, distance: radius } },
    { signal },
  )
  const byType = new Map(data.facets.type.map((facet) => [facet.value, facet.count]))
  return { alle: data.total, ausbildung: byType.get('1') ?? 0, praktikum: byType.get('2') ?? 0 }
}

/** Place (with suggestions), offer type and radius; then tabs with the number of results per type. */
export function SearchBox({
  apiBase,
  type: initialType = 'ausbildung',
  radius: initialRadius = 50,
  onSearch,
  tabs = false,
}: SearchBoxProps) {
  const ref = useRef<HTMLFormElement>(null)
  useWidgetStyles(ref, styles)
  const id = useId()
  const call = useMemo(() => createReadClient(apiBase), [apiBase])
  const [place, setPlace] = useState<ChosenPlace | null>(null)
  const [typed, setTyped] = useState('')
  const [type, setType] = useState<SearchBoxType>(initialType)
  const [radius, setRadius] = useState(initialRadius)
  const [problem, setProblem] = useState<string | null>(null)
  const [searched, setSearched] = useState<{ location: string; name: string; radius: number } | null>(null)
  const [counts, setCounts] = useState<Record<SearchBoxType, number> | null>(null)
  const mounted = useMountedSignal()

  useEffect(() => setType(initialType), [initialType])
  useEffect(() => setRadius(initialRadius), [initialRadius])

  useEffect(() => {
    if (!tabs || !searched) return
    const controller = new AbortController()
    setCounts(null)
    tabCounts(call, searched.location, searched.radius, controller.signal)
      .then(setCounts)
      .catch(() => setCounts(null))
    return () => controller.abort()
  }, [call, tabs, searched])

  const run = (location: string, name: string, nextType: SearchBoxType) => {
    setProblem(null)
    setSearched({ location, name, radius })
    onSearch({ location, placeName: name, type: nextType, radius, path: searchPath(nextType, location, radius) })
  }

  const submit = async () => {
    if (place) return run(place.slug, place.name, type)
    const text = typed.trim()
    if (!text) return setProblem('Bitte gib einen Ort oder eine Postleitzahl ein.')
    // A removed search box neither searches nor drives the list with a late answer.
    const signal = mounted()
    try {
      const { items } = await call('autocompleteCity', { body: { search: text } }, { signal })
      const first = items[0]
      if (!first) return setProblem(`Zu „${text}“ kennen wir keinen Ort.`)
      setPlace({ slug: first.slug, name: first.name })
      run(first.slug, first.name, type)
    } catch {
      if (signal.aborted) return
      setProblem('Die Suche ist gerade nicht erreichbar. Versuche es gleich noch einmal.')
    }
  }

  return (
    <form
      ref={ref}
      className="oabat-theme oabat-search"
      part="form"
      lang="de"
      aria-label="Stellensuche"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="oabat-search__fields">
        <PlaceCombobox
          call={call}
          value={place}
          onChange={(next, text) => {
            setPlace(next)
            setTyped(text)
          }}
        />
        <div className="oabat-search__field">
          <label htmlFor={`${id}-type`}>Angebot</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType((event.target as HTMLSelectElement).value as SearchBoxType)}
          >
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="oabat-search__field">
          <label htmlFor={`${id}-radius`}>Umkreis</label>
          <select
            id={`${id}-radius`}
            value={radius}
            onChange={(event) => setRadius(Number((event.target as HTMLSelectElement).value))}
          >
            {RADII.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="oabat-button" part="button">
          Suchen
        </button>
      </div>
      {problem ? (
        <p className="oabat-search__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {tabs && searched ? (
        <fieldset className="oabat-search__tabs">
          <legend className="oabat-sr-only">Ergebnisse in {searched.name}</legend>
          {TYPES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="oabat-search__tab"
              part="tab"
              aria-pressed={value === type}
              onClick={() => {
                setType(value)
                run(searched.location, searched.name, value)
              }}
            >
              {label}
              {counts ? <span className="oabat-search__count"> {formatCount(counts[value])}</span> : null}
            </button>
          ))}
        </fieldset>
      ) : null}
    </form>
  )
}
