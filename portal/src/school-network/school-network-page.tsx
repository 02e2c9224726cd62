import type { NetworkRequest } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { NetworkStateBadge } from './network-answer.tsx'
import { NetworkAskForm } from './network-ask-form.tsx'
import { NetworkLists } from './network-lists.tsx'

interface Found {
  siteSlug: string
  name: string
}

/** „Betrieb anfragen“: companies by name (GET /api/v2/search/businesses), each at its nearest site. */
function AskCompany({
  schoolId,
  requests,
  onAsked,
}: {
  schoolId: number
  requests: NetworkRequest[]
  onAsked: (request: NetworkRequest) => void
}) {
  const [term, setTerm] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const [chosen, setChosen] = useState<Found | null>(null)
  const [asked, setAsked] = useState<string | null>(null)
  const results = useApi(
    'searchV2',
    searched ? { params: { type: 'businesses' }, query: { term: searched, per_page: 10 } } : null,
  )
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setChosen(null)
    setAsked(null)
    setSearched(term.trim() || null)
  }
  const items = (results.data?.result.data ?? []).flatMap((item) => (item.type === 'business' ? [item] : []))

  return (
    <Card as="section" className="area-card" aria-labelledby="network-ask-title">
      <h2 id="network-ask-title">Betrieb anfragen</h2>
      <p>Sucht einen Betrieb und ladet ihn in Euer Firmennetzwerk ein. Er antwortet im Chat oder im Schulnetzwerk.</p>
      {asked && <Notice tone="success">Eure Anfrage an {asked} ist unterwegs.</Notice>}
      <form className="area-form" onSubmit={onSearch} aria-label="Betriebe suchen">
        <TextField
          label="Name des Betriebs"
          name="term"
          autoComplete="off"
          maxLength={200}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
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
          <Skeleton lines={2} label="Betriebe werden gesucht …" />
        ) : items.length === 0 ? (
          <p className="area-card__muted" role="status">
            Kein Betrieb gefunden zu „{searched}“.
          </p>
        ) : (
          <ul className="network-search__results" aria-label="Gefundene Betriebe">
            {items.map((item) => {
              const existing = requests.find((r) => r.business_site.slug === item.site_slug)
              const label = `${item.name} (${item.city})`
              return (
                <li key={item.site_slug} className="network-search__result">
                  <span>{label}</span>
                  {existing && existing.accepted !== false ? (
                    <NetworkStateBadge request={existing} />
                  ) : (
                    <Button
                      design="primary-flat"
                      size="small"
                      aria-label={`${item.name} anfragen`}
                      onClick={() => setChosen({ siteSlug: item.site_slug, name: label })}
                    >
                      Anfragen
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        ))}
      {chosen && (
        <NetworkAskForm
          key={chosen.siteSlug}
          schoolId={schoolId}
          site={chosen.siteSlug}
          partner={chosen.name}
          sentBy="school"
          onAsked={(request) => {
            setAsked(chosen.name)
            setChosen(null)
            onAsked(request)
          }}
          onCancel={() => setChosen(null)}
        />
      )}
    </Card>
  )
}

function SchoolNetwork({ schoolId }: { schoolId: number }) {
  const network = useApi('schoolNetwork', { params: { schoolId } })
  const refresh = () => void network.mutate()
  if (network.error) return <LoadError subject="Euer Firmennetzwerk" error={network.error} onRetry={refresh} />
  if (!network.data) return <Skeleton lines={4} label="Firmennetzwerk wird geladen …" />
  const requests = network.data.data
  return (
    <div className="area-page__grid">
      <NetworkLists requests={requests} side="school" onAnswered={refresh} />
      <AskCompany schoolId={schoolId} requests={requests} onAsked={refresh} />
    </div>
  )
}

/** SPEC §2 /schule/firmennetzwerk: the school's company network, its requests and new ones. */
export function SchoolNetworkPage() {
  const { user } = useAuth()
  // The school guard ran first; this only satisfies the types.
  if (!user?.school) return null
  return (
    <AreaPage
      eyebrow={user.school.name}
      title="Firmennetzwerk"
      intro="Betriebe, mit denen Eure Schule zusammenarbeitet. Sie erscheinen auf Eurem Schulprofil als Partnerbetriebe."
    >
      <SchoolNetwork schoolId={user.school.id} />
    </AreaPage>
  )
}
