import {
  ApiRequestError,
  businessPagePath,
  INTERNSHIP_BOOKING_LABELS,
  internshipPagePath,
  internshipWeekRange,
  jobPagePath,
  openAuthDialog,
} from '@oabat/core'
import type { Internship, InternshipBooking, InternshipWeek } from '@oabat/core/contract'
import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import './company-pages.css'

/** SPEC §2 /betriebe/{slug}/jobs/{jobSlug}/praktikum: the weeks of an internship; a pupil books one. */
export function InternshipPage({ jobSlug }: { jobSlug: string }) {
  const { data, error, mutate } = useApi('internship', { params: { jobSlug } })
  if (error instanceof ApiRequestError && error.status === 404)
    return <ErrorPage status={404} message={error.message} />
  if (error) return <LoadError subject="Das Praktikum" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Praktikumswochen werden geladen …" />
  return <InternshipWeeks internship={data.data} onChanged={() => void mutate()} />
}

function InternshipWeeks({ internship, onChanged }: { internship: Internship; onChanged: () => void }) {
  const { job, business } = internship
  usePageHead({
    title: `Praktikumswochen: ${job.name} bei ${business.name}`,
    description: `Buche eine Woche Praktikum bei ${business.name} in ${job.city}: ${job.name}.`,
    canonicalPath: internshipPagePath(business.slug, job.slug),
  })
  return (
    <article className="internship-page">
      <Card as="div" className="internship-page__header">
        <div className="internship-page__company">
          <CompanyLogo name={business.name} url={business.logo_url} size={56} />
          <div>
            <Link href={businessPagePath(business.slug)}>{business.name}</Link>
            <p className="internship-page__muted">{job.city}</p>
          </div>
        </div>
        <h1>Praktikumswochen: {job.name}</h1>
        <p>
          Such Dir eine Woche aus und buche sie. {business.name} bestätigt Deine Woche im Chat.{' '}
          <Link href={jobPagePath(business.slug, job.slug)}>Mehr über das Praktikum</Link>
        </p>
      </Card>
      <Card as="section" aria-labelledby="internship-weeks-title">
        <h2 id="internship-weeks-title">Freie Wochen</h2>
        {internship.weeks.length === 0 ? (
          <p>Für dieses Praktikum sind gerade keine Wochen eingetragen. Schau bald wieder vorbei.</p>
        ) : (
          <WeekList internship={internship} onChanged={onChanged} />
        )}
      </Card>
    </article>
  )
}

/** The weeks; what a visitor can do with each depends on the session, known only after hydration. */
function WeekList({ internship, onChanged }: { internship: Internship; onChanged: () => void }) {
  const hydrated = useHydrated()
  const { user } = useAuth()
  const pupil = hydrated && Boolean(user?.trainee)
  const mine = useApi('myInternshipBookings', pupil ? { params: { jobSlug: internship.job.slug } } : null)
  const [booked, setBooked] = useState<InternshipBooking | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState<number | null>(null)
  const bookings = new Map((mine.data?.data ?? []).map((booking) => [booking.week_id, booking]))

  const book = async (week: InternshipWeek) => {
    if (pending !== null) return
    setFailure(null)
    setPending(week.id)
    try {
      const answer = await api('bookInternshipWeek', { params: { weekId: week.id } })
      setBooked(answer.data)
      await mine.mutate()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Das hat leider nicht geklappt.')
    } finally {
      setPending(null)
      onChanged()
    }
  }

  return (
    <>
      {booked && (
        <Notice tone="success" title="Deine Woche ist eingetragen!">
          <p>
            Woche vom {internshipWeekRange(booked.week_start)}: {internship.business.name} bestätigt sie im{' '}
            <Link href="/chat">Chat</Link>.
          </p>
        </Notice>
      )}
      {failure && (
        <Notice tone="error" title="Die Woche konnte nicht gebucht werden.">
          <p role="alert">{failure}</p>
        </Notice>
      )}
      {hydrated && !user && (
        <p className="internship-page__muted">
          Zum Buchen brauchst Du ein Konto.{' '}
          <Button type="button" design="flat" size="small" onClick={() => openAuthDialog({ redirect: false })}>
            Anmelden oder registrieren
          </Button>
        </p>
      )}
      <ul className="internship-weeks">
        {internship.weeks.map((week) => {
          const booking = bookings.get(week.id)
          return (
            <li key={week.id} className="internship-weeks__week">
              <div>
                <strong>{internshipWeekRange(week.week_start)}</strong>
                <p className="internship-page__muted">
                  {week.free === 0
                    ? 'Ausgebucht'
                    : `${week.free} von ${week.capacity} ${week.capacity === 1 ? 'Platz' : 'Plätzen'} frei`}
                </p>
              </div>
              {booking ? (
                <span className={`internship-weeks__state internship-weeks__state--${booking.status}`}>
                  Gebucht · {INTERNSHIP_BOOKING_LABELS[booking.status]}
                </span>
              ) : (
                pupil &&
                week.free > 0 && (
                  <Button
                    type="button"
                    design="primary"
                    disabled={pending !== null}
                    aria-label={`Woche vom ${internshipWeekRange(week.week_start)} buchen`}
                    onClick={() => void book(week)}
                  >
                    {pending === week.id ? 'Wird gebucht …' : 'Diese Woche buchen'}
                  </Button>
                )
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
