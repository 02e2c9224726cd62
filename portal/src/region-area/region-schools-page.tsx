import type { RegionSchool, SchoolSummary } from '@oabat/core'
import { Button, Card, Dialog, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { SchoolBasesCard } from './school-bases-card.tsx'
import { useOwnRegion } from './use-own-region.ts'

/** SPEC §2 /region/schulen (Schulverwaltung): the region's schools, POST and DELETE /api/v2/school/{id}/region/{region}. */
export function RegionSchoolsPage() {
  const region = useOwnRegion()
  const schools = useApi('regionSchools', region ? {} : null)
  const [input, setInput] = useState('')
  const [name, setName] = useState<string | null>(null)
  const found = useApi('searchSchool', name ? { query: { name, limit: 20 } } : null)
  const [removing, setRemoving] = useState<RegionSchool | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const action = useFormAction([])
  if (!region) return null
  const memberIds = new Set(schools.data?.data.map((school) => school.id) ?? [])

  const add = async (school: SchoolSummary) => {
    setNotice(null)
    const answer = await action.run(() =>
      api('addSchoolToRegion', { params: { id: school.id, region: String(region.id) } }),
    )
    if (!answer) return
    setNotice(`${school.name} gehört jetzt zu Eurer Region.`)
    await schools.mutate()
  }

  const confirmRemoval = async () => {
    if (!removing) return
    const answer = await action.run(() =>
      api('removeSchoolFromRegion', { params: { id: removing.id, region: String(region.id) } }),
    )
    if (!answer) return
    setNotice(`${removing.name} gehört nicht mehr zu Eurer Region.`)
    setRemoving(null)
    await schools.mutate()
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    setName(input.trim() || null)
  }

  return (
    <AreaPage
      eyebrow={region.name}
      title="Schulverwaltung"
      intro="Die Schulen Eurer Region bekommen Eure Events als Nachricht im Chat."
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="region-schools-title">
          <h2 id="region-schools-title">Schulen Eurer Region</h2>
          {notice && <Notice tone="success">{notice}</Notice>}
          {action.formError && !removing && <Notice tone="error">{action.formError}</Notice>}
          {schools.error ? (
            <LoadError subject="Die Schulen" plural error={schools.error} onRetry={() => void schools.mutate()} />
          ) : !schools.data ? (
            <Skeleton lines={3} label="Schulen werden geladen …" />
          ) : schools.data.data.length === 0 ? (
            <p className="area-card__muted">Noch gehört keine Schule zu Eurer Region.</p>
          ) : (
            <ul className="area-people" aria-label="Schulen Eurer Region">
              {schools.data.data.map((school) => (
                <li key={school.id} className="area-people__item">
                  <div>
                    <p className="area-people__name">
                      <Link href={school.url}>{school.name}</Link>
                    </p>
                    <p className="area-card__muted">
                      {school.type} · {school.city}
                    </p>
                  </div>
                  <div className="area-people__actions">
                    <Button
                      design="secondary-flat"
                      size="small"
                      aria-label={`${school.name} entfernen`}
                      onClick={() => {
                        setNotice(null)
                        setRemoving(school)
                      }}
                    >
                      Entfernen
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card as="section" className="area-card" aria-labelledby="region-schools-add-title">
          <h2 id="region-schools-add-title">Schule hinzufügen</h2>
          <form className="area-form" onSubmit={onSearch} noValidate aria-label="Suche">
            <TextField
              label="Name der Schule"
              name="name"
              maxLength={200}
              value={input}
              onChange={(e) => setInput(e.target.value)}
            />
            <div>
              <Button type="submit" design="primary">
                Suchen
              </Button>
            </div>
          </form>
          {name === null ? null : found.error ? (
            <LoadError subject="Die Suche" error={found.error} onRetry={() => void found.mutate()} />
          ) : !found.data ? (
            <Skeleton lines={3} label="Schulen werden gesucht …" />
          ) : found.data.data.length === 0 ? (
            <p className="area-card__muted" role="status">
              Keine Schule heißt so.
            </p>
          ) : (
            <ul className="area-people" aria-label="Gefundene Schulen">
              {found.data.data.map((school) => (
                <li key={school.id} className="area-people__item">
                  <div>
                    <p className="area-people__name">{school.name}</p>
                    <p className="area-card__muted">
                      {school.type} · {school.city}
                    </p>
                  </div>
                  <div className="area-people__actions">
                    {memberIds.has(school.id) ? (
                      <span className="area-card__muted">Schon in Eurer Region</span>
                    ) : (
                      <Button
                        design="primary-flat"
                        size="small"
                        disabled={action.pending}
                        aria-label={`${school.name} hinzufügen`}
                        onClick={() => void add(school)}
                      >
                        Hinzufügen
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <SchoolBasesCard regionSlug={region.slug} />
      </div>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Schule entfernen?"
        actions={
          <>
            <Button design="flat" onClick={() => setRemoving(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void confirmRemoval()}>
              {action.pending ? 'Wird entfernt …' : 'Entfernen'}
            </Button>
          </>
        }
      >
        <p>
          {removing?.name} bekommt dann keine Nachrichten zu Euren Events mehr. Ihr könnt die Schule später wieder
          hinzufügen.
        </p>
        {action.formError && <Notice tone="error">{action.formError}</Notice>}
      </Dialog>
    </AreaPage>
  )
}
