import { DEFAULT_DESCRIPTION, resetSearch, type SearchType } from '@oabat/core'
import { Card } from '@oabat/ui'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { HeroIllustration } from '../components/hero-illustration.tsx'
import { PlaceSearch } from '../components/place-search.tsx'
import { PopularCities } from '../components/popular-cities.tsx'
import { previousSearchRoute } from '../components/previous-search.ts'
import { TypeChoice } from '../components/type-choice.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import './home-page.css'

const STEPS = [
  { title: 'Ort wählen', text: 'Gib Deinen Wohnort oder Deine Postleitzahl ein.' },
  { title: 'Stellen entdecken', text: 'Sieh Dir Ausbildungsplätze und Praktika in Deiner Nähe an.' },
  { title: 'Betrieb kennenlernen', text: 'Erfahre, wer hinter der Stelle steht und wie Du Kontakt aufnimmst.' },
]

/** SPEC §2 "/": headline, place search with the choice Ausbildung/Praktikum, popular places. */
export function HomePage() {
  const [type, setType] = useState<SearchType>('ausbildung')
  usePageHead({ title: null, description: DEFAULT_DESCRIPTION, canonicalPath: '/' })
  // SPEC §4: the index route resets the search (location, category Alles, inactive, channel oabat).
  useEffect(() => resetSearch(), [])
  // Read after hydration: the server cannot know the visitor's last search.
  const [previous, setPrevious] = useState<string | null>(null)
  useEffect(() => setPrevious(previousSearchRoute()), [])
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <div className="home__hero-text">
          <h1 id="home-title" className="home__title">
            Finde Deine Ausbildung <span>in Deiner Region</span>
          </h1>
          <p className="home__intro">
            Ausbildungsplätze und Schülerpraktika von Betrieben aus Deiner Nähe – such Dir aus, was zu Dir passt.
          </p>
          <Card className="home__search">
            <TypeChoice value={type} onChange={setType} />
            <PlaceSearch type={type} />
            {previous ? (
              <Link href={previous} className="home__previous">
                Weiter mit Deiner letzten Suche <span aria-hidden="true">→</span>
              </Link>
            ) : null}
          </Card>
        </div>
        <HeroIllustration />
      </section>
      <PopularCities type={type} />
      <section className="home__steps" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className="home__steps-title">
          So einfach geht’s
        </h2>
        <ol className="home__steps-list">
          {STEPS.map((step, index) => (
            <li key={step.title} className="home__step">
              <span className="home__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
