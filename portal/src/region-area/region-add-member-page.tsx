import type { RegionMemberCandidate } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { mutate } from 'swr'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { useOwnRegion } from './use-own-region.ts'

/** SPEC §2 /region/hinzufuegen: find a company by name and add one of its sites to the region's channel. */
export function RegionAddMemberPage() {
  const region = useOwnRegion()
  const [input, setInput] = useState('')
  const [term, setTerm] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [tooShort, setTooShort] = useState(false)
  const candidates = useApi('regionMemberCandidates', term ? { query: { term } } : null)
  const adding = useFormAction([])
  if (!region) return null

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    const value = input.trim()
    setTooShort(value.length < 2)
    setNotice(null)
    if (value.length >= 2) setTerm(value)
  }

  const add = async (candidate: RegionMemberCandidate) => {
    setNotice(null)
    const answer = await adding.run(() =>
      api('setBusinessSiteChannel', {
        params: { id: candidate.business_site_id, channel: region.channel.slug },
        body: { is_active: true },
      }),
    )
    if (!answer) return
    setNotice(`${candidate.business.name} (${candidate.site_name}, ${candidate.city}) gehört jetzt zu Eurer Region.`)
    // The member list (/region/betriebe) is cached under its swr key: it shows the new member at once.
    await Promise.all([candidates.mutate(), mutate(['regionMembers', {}])])
  }

  return (
    <AreaPage eyebrow={region.name} title="Betrieb hinzufügen" intro="Suche einen Betrieb nach seinem Namen.">
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="region-add-title">
          <h2 id="region-add-title">Betrieb suchen</h2>
          <form className="area-form" onSubmit={onSearch} noValidate aria-label="Suche">
            <TextField
              label="Name des Betriebs"
              name="term"
              maxLength={100}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              error={tooShort ? 'Bitte gib mindestens 2 Zeichen ein.' : null}
            />
            <div>
              <Button type="submit" design="primary">
                Suchen
              </Button>
            </div>
          </form>
          {notice && <Notice tone="success">{notice}</Notice>}
          {adding.formError && <Notice tone="error">{adding.formError}</Notice>}
          {term === null ? null : candidates.error ? (
            <LoadError subject="Die Suche" error={candidates.error} onRetry={() => void candidates.mutate()} />
          ) : !candidates.data ? (
            <Skeleton lines={3} label="Betriebe werden gesucht …" />
          ) : candidates.data.data.length === 0 ? (
            <p className="area-card__muted" role="status">
              Kein Betrieb heißt so. Versuche einen Teil des Namens.
            </p>
          ) : (
            <ul className="area-people" aria-label="Gefundene Betriebe">
              {candidates.data.data.map((candidate) => (
                <li key={candidate.business_site_id} className="area-people__item">
                  <div>
                    <p className="area-people__name">{candidate.business.name}</p>
                    <p className="area-card__muted">
                      {candidate.site_name}, {candidate.city}
                    </p>
                  </div>
                  <div className="area-people__actions">
                    {candidate.is_member ? (
                      <span className="area-card__muted">Schon in Eurer Region</span>
                    ) : (
                      <Button
                        design="primary-flat"
                        size="small"
                        disabled={adding.pending}
                        aria-label={`${candidate.business.name} (${candidate.site_name}, ${candidate.city}) hinzufügen`}
                        onClick={() => void add(candidate)}
                      >
                        Hinzufügen
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/region/betriebe">Zurück zur Mitgliederverwaltung</Link>
          </p>
        </Card>
      </div>
    </AreaPage>
  )
}
