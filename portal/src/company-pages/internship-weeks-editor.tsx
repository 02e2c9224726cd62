import { INTERNSHIP_CAPACITY_MAX, internshipPagePath, internshipWeekRange } from '@oabat/core'
import type { InternshipWeek } from '@oabat/core/contract'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import './company-pages.css'

/** The next Monday after today (YYYY-MM-DD): the first week a company can still offer. */
function nextMonday(): string {
  const date = new Date()
  date.setHours(12, 0, 0, 0)
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7))
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/**
 * In the job editor of an internship (type 2): the weeks the company can take pupils, each with its
 * places; add one, change its places, delete one without bookings (asks first). Pupils book them on
 * /betriebe/{slug}/jobs/{jobSlug}/praktikum; each booking arrives in the chat („… eingetragen“).
 */
export function InternshipWeeksEditor({ businessSlug, jobSlug }: { businessSlug: string; jobSlug: string }) {
  const weeks = useApi('internship', { params: { jobSlug } })
  const [weekStart, setWeekStart] = useState(nextMonday)
  const [capacity, setCapacity] = useState('2')
  const [removing, setRemoving] = useState<InternshipWeek | null>(null)
  const add = useFormAction(['week_start', 'capacity'])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const done = await add.run(() =>
      api('createInternshipWeek', {
        params: { jobSlug },
        body: { week_start: weekStart, capacity: Number(capacity) },
      }),
    )
    if (done) await weeks.mutate()
  }

  return (
    <Card as="section" className="internship-editor" aria-labelledby="internship-editor-title">
      <h2 id="internship-editor-title">Praktikumswochen</h2>
      <p>
        Tragt die Wochen ein, in denen Ihr Praktikant:innen nehmen könnt. Schüler:innen buchen sie auf der{' '}
        <Link href={internshipPagePath(businessSlug, jobSlug)}>Seite des Praktikums</Link>; jede Buchung kommt in Euren
        Chat, wo Ihr sie bestätigt oder absagt.
      </p>
      <form className="internship-editor__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Woche ab Montag"
          type="date"
          min={nextMonday()}
          step={7}
          value={weekStart}
          onChange={(event) => setWeekStart(event.target.value)}
          error={add.fieldErrors.week_start}
          required
        />
        <TextField
          label="Plätze"
          type="number"
          min={1}
          max={INTERNSHIP_CAPACITY_MAX}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={add.fieldErrors.capacity}
          required
        />
        <Button type="submit" design="primary" disabled={add.pending}>
          {add.pending ? 'Wird eingetragen …' : 'Woche eintragen'}
        </Button>
      </form>
      {add.formError && <Notice tone="error">{add.formError}</Notice>}
      {weeks.error ? (
        <LoadError subject="Die Praktikumswochen" plural error={weeks.error} onRetry={() => weeks.mutate()} />
      ) : !weeks.data ? (
        <Skeleton lines={3} label="Praktikumswochen werden geladen …" />
      ) : weeks.data.data.weeks.length === 0 ? (
        <p className="internship-page__muted">Noch keine Wochen eingetragen.</p>
      ) : (
        <ul className="internship-weeks" aria-label="Eingetragene Wochen">
          {weeks.data.data.weeks.map((week) => (
            <WeekRow key={week.id} week={week} onChanged={() => void weeks.mutate()} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Praktikumswoche löschen?"
        onClose={() => setRemoving(null)}
        remove={() => api('deleteInternshipWeek', { params: { weekId: removing?.id ?? 0 } })}
        onDeleted={() => {
          setRemoving(null)
          void weeks.mutate()
        }}
      >
        <p>
          Die Woche vom {removing ? internshipWeekRange(removing.week_start) : ''} verschwindet von der Seite des
          Praktikums. Das lässt sich nicht rückgängig machen.
        </p>
      </ConfirmDeleteDialog>
    </Card>
  )
}

function WeekRow({
  week,
  onChanged,
  onRemove,
}: {
  week: InternshipWeek
  onChanged: () => void
  onRemove: (week: InternshipWeek) => void
}) {
  const [capacity, setCapacity] = useState(String(week.capacity))
  const change = useFormAction(['capacity'])
  const range = internshipWeekRange(week.week_start)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const done = await change.run(() =>
      api('updateInternshipWeek', { params: { weekId: week.id }, body: { capacity: Number(capacity) } }),
    )
    if (done) onChanged()
  }
  return (
    <li className="internship-weeks__week">
      <div>
        <strong>{range}</strong>
        <p className="internship-page__muted">
          {week.booked} von {week.capacity} {week.capacity === 1 ? 'Platz' : 'Plätzen'} gebucht
        </p>
      </div>
      <form className="internship-editor__form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={`Plätze in der Woche vom ${range}`}
          type="number"
          min={1}
          max={INTERNSHIP_CAPACITY_MAX}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={change.fieldErrors.capacity ?? change.formError}
        />
        <Button
          type="submit"
          design="flat"
          size="small"
          disabled={change.pending || capacity === String(week.capacity)}
        >
          Plätze speichern
        </Button>
        {week.booked === 0 ? (
          <Button
            type="button"
            design="secondary-flat"
            size="small"
            onClick={() => onRemove(week)}
            aria-label={`Woche vom ${range} löschen`}
          >
            Löschen
          </Button>
        ) : (
          <span className="internship-page__muted">Gebuchte Wochen sagt Ihr im Chat ab.</span>
        )}
      </form>
    </li>
  )
}
