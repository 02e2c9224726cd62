import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * The region's school bases on /region/schulen (docs/schools.md „Schulbasen“): schools without a profile
 * that pupils of the region pick as their school. The region names them here (POST /api/school_bases/
 * with its own region) and sees them listed (GET /api/schoolbases?region_slug=).
 */
export function SchoolBasesCard({ regionSlug }: { regionSlug: string }) {
  const bases = useApi('schoolBases', { query: { region_slug: regionSlug } })
  const [name, setName] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const action = useFormAction(['name'])
  const own = bases.data?.data.filter((entry) => entry.id !== null) ?? []

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const answer = await action.run(() => api('createSchoolBase', { body: { name, region_slug: regionSlug } }))
    if (!answer) return
    setName('')
    setNotice(`${answer.value.data.name} steht jetzt in der Liste.`)
    await bases.mutate()
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="region-school-bases-title">
      <h2 id="region-school-bases-title">Schulen ohne Profil</h2>
      <p className="area-card__muted">
        Schulen, die noch kein Profil auf oabat haben: Schülerinnen und Schüler Eurer Region wählen sie als ihre Schule.
      </p>
      {bases.error ? (
        <LoadError subject="Die Schulen ohne Profil" plural error={bases.error} onRetry={() => bases.mutate()} />
      ) : !bases.data ? (
        <Skeleton lines={2} label="Schulen werden geladen …" />
      ) : own.length === 0 ? (
        <p role="status">Noch keine Schule ohne Profil eingetragen.</p>
      ) : (
        <ul aria-label="Schulen ohne Profil">
          {own.map((entry) => (
            <li key={entry.id}>{entry.name}</li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Schulname"
          value={name}
          maxLength={150}
          required
          error={action.fieldErrors.name ?? null}
          onChange={(event) => setName(event.target.value)}
        />
        {action.formError && <Notice tone="error">{action.formError}</Notice>}
        {notice && <Notice tone="success">{notice}</Notice>}
        <Button type="submit" disabled={action.pending}>
          {action.pending ? 'Wird eingetragen …' : 'Schule eintragen'}
        </Button>
      </form>
    </Card>
  )
}
