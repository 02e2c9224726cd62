import { BUSINESS_ACTIVITIES, type BusinessActivity, type NetworkRequest, TUTORIAL_STEPS, type User } from '@oabat/core'
import { Button, Card, CheckboxField, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { saveTutorialStep } from '../areas/save-tutorial-step.ts'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { NetworkStateBadge } from './network-answer.tsx'
import { NetworkAskForm } from './network-ask-form.tsx'
import { NetworkLists } from './network-lists.tsx'

type Business = NonNullable<User['business']>
const ACTIVITY_KEYS = Object.keys(BUSINESS_ACTIVITIES) as BusinessActivity[]

/**
 * „Was Ihr Schulen anbietet“ (POST /api/business/{id}/activities). `?activities` in the address
 * (SPEC §2) opens the page at this card.
 */
function ActivitiesCard({ business, focus }: { business: Business; focus: boolean }) {
  const profile = useApi('business', { params: { idOrSlug: business.slug } })
  const [chosen, setChosen] = useState<string[] | null>(null)
  const [saved, setSaved] = useState(false)
  const form = useFormAction(['activities'])
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const current = chosen ?? profile.data?.data.activities ?? []

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('businessActivities', {
        params: { businessId: business.id },
        body: { activities: ACTIVITY_KEYS.filter((key) => current.includes(key)) },
      }),
    )
    if (!answer) return
    setChosen(answer.value.data)
    setSaved(true)
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="network-activities-title">
      <h2 id="network-activities-title" ref={heading} tabIndex={-1}>
        Was Ihr Schulen anbietet
      </h2>
      {profile.error ? (
        <LoadError subject="Eure Aktivitäten" plural error={profile.error} onRetry={() => void profile.mutate()} />
      ) : !profile.data ? (
        <Skeleton lines={3} label="Aktivitäten werden geladen …" />
      ) : (
        <form className="area-form" onSubmit={onSubmit} noValidate>
          {saved && <Notice tone="success">Eure Aktivitäten sind gespeichert.</Notice>}
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <fieldset className="profile-editor__choices">
            <legend className="visually-hidden">Aktivitäten</legend>
            {ACTIVITY_KEYS.map((key) => (
              <CheckboxField
                key={key}
                label={BUSINESS_ACTIVITIES[key]}
                checked={current.includes(key)}
                onChange={(event) => {
                  setSaved(false)
                  setChosen(event.target.checked ? [...current, key] : current.filter((item) => item !== key))
                }}
              />
            ))}
          </fieldset>
          {form.fieldErrors.activities && <Notice tone="error">{form.fieldErrors.activities}</Notice>}
          <div>
            <Button type="submit" design="primary" disabled={form.pending}>
              {form.pending ? 'Wird gespeichert …' : 'Aktivitäten speichern'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}

interface FoundSchool {
  id: number
  name: string
}

/** „Schule anfragen“: schools by name (GET /api/search/school), asked for one of the company's sites. */
function AskSchool({
  business,
  requests,
  onAsked,
}: {
  business: Business
  requests: NetworkRequest[]
  onAsked: (request: NetworkRequest) => void
}) {
  const [name, setName] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const [chosen, setChosen] = useState<FoundSchool | null>(null)
  const [siteId, setSiteId] = useState('')
  const [asked, setAsked] = useState<string | null>(null)
  const sites = useApi('ownBusinessSites', { params: { businessId: business.id } })
  const results = useApi('searchSchool', searched ? { query: { name: searched, limit: 10 } } : null)
  const siteList = sites.data?.data ?? []
  const site = siteList.find((candidate) => String(candidate.id) === siteId) ?? siteList[0]

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setChosen(null)
    setAsked(null)
    setSearched(name.trim() || null)
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="network-ask-title">
      <h2 id="network-ask-title">Schule anfragen</h2>
      <p>Sucht eine Schule und fragt, ob sie Euch in ihr Firmennetzwerk aufnimmt. Sie antwortet im Chat.</p>
      {asked && <Notice tone="success">Eure Anfrage an {asked} ist unterwegs.</Notice>}
      <form className="area-form" onSubmit={onSearch} aria-label="Schulen suchen">
        <TextField
          label="Name der Schule"
          name="name"
          autoComplete="off"
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <Button type="submit" design="secondary">
            Suchen
          </Button>
        </div>
      </form>
      {searched &&
        (results.error ? (
          <LoadError subject="Die Suche" error={results.error} onRetry={() => void results.mutate()} />
        ) : !results.data ? (
          <Skeleton lines={2} label="Schulen werden gesucht …" />
        ) : results.data.data.length === 0 ? (
          <p className="area-card__muted" role="status">
            Keine Schule gefunden zu „{searched}“.
          </p>
        ) : (
          <ul className="network-search__results" aria-label="Gefundene Schulen">
            {results.data.data.map((school) => {
              const label = `${school.name} (${school.city})`
              const existing = requests.find(
                (r) => r.school.id === school.id && (site === undefined || r.business_site.id === site.id),
              )
              return (
                <li key={school.id} className="network-search__result">
                  <span>{label}</span>
                  {existing && existing.accepted !== false ? (
                    <NetworkStateBadge request={existing} />
                  ) : (
                    <Button
                      design="primary-flat"
                      size="small"
                      aria-label={`${school.name} anfragen`}
                      onClick={() => setChosen({ id: school.id, name: label })}
                    >
                      Anfragen
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        ))}
      {chosen && site && (
        <NetworkAskForm
          key={chosen.id}
          schoolId={chosen.id}
          site={String(site.id)}
          partner={chosen.name}
          sentBy="business"
          onAsked={(request) => {
            setAsked(chosen.name)
            setChosen(null)
            onAsked(request)
          }}
          onCancel={() => setChosen(null)}
        >
          {siteList.length > 1 && (
            <SelectField
              label="Für welchen Standort?"
              options={siteList.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
              value={String(site.id)}
              onChange={(event) => setSiteId(event.target.value)}
            />
          )}
        </NetworkAskForm>
      )}
    </Card>
  )
}

function BusinessNetwork({ business }: { business: Business }) {
  const network = useApi('businessSchools', { params: { businessId: business.id } })
  const focusActivities = new URLSearchParams(useSearch()).has('activities')
  const refresh = () => void network.mutate()
  return (
    <div className="area-page__grid">
      {network.error ? (
        <LoadError subject="Euer Schulnetzwerk" error={network.error} onRetry={refresh} />
      ) : !network.data ? (
        <Skeleton lines={4} label="Schulnetzwerk wird geladen …" />
      ) : (
        <>
          <NetworkLists requests={network.data.data} side="business" onAnswered={refresh} />
          <AskSchool business={business} requests={network.data.data} onAsked={refresh} />
        </>
      )}
      <ActivitiesCard business={business} focus={focusActivities} />
    </div>
  )
}

/**
 * SPEC §2 /betriebe/schulnetzwerk (optional query activities): the schools the company's sites work
 * with, requests in both directions, and what the company offers schools. The first visit is the
 * network's introduction: it stores the tutorial step that puts „Schulnetzwerk“ into the side menu.
 */
export function BusinessNetworkPage() {
  const { user } = useAuth()
  const firstVisit = useRef(user !== null && !user.tutorial_steps.includes(TUTORIAL_STEPS.schoolNetwork))
  const stored = useRef(false)
  useEffect(() => {
    if (!user || stored.current || user.tutorial_steps.includes(TUTORIAL_STEPS.schoolNetwork)) return
    stored.current = true
    void saveTutorialStep(user, TUTORIAL_STEPS.schoolNetwork).catch(() => undefined)
  }, [user])
  // The business guard ran first; this only satisfies the types.
  if (!user?.business) return null
  return (
    <AreaPage
      eyebrow={user.business.name}
      title="Schulnetzwerk"
      intro="Schulen, mit denen Eure Standorte zusammenarbeiten: Betriebsbesichtigungen, Praktika, Vorträge. Partnerbetriebe erscheinen auf dem Profil der Schule."
    >
      {firstVisit.current && (
        <Notice tone="info" title="Willkommen im Schulnetzwerk">
          Schulen laden Euch in ihr Firmennetzwerk ein, oder Ihr fragt selbst an. Anfragen kommen als „Netzwerk Anfrage“
          in Eure Nachrichten; Ihr beantwortet sie dort oder hier. Ab jetzt findet Ihr das Schulnetzwerk im Menü.
        </Notice>
      )}
      <BusinessNetwork business={user.business} />
    </AreaPage>
  )
}
