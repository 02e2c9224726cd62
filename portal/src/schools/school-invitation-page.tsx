import { openAuthDialog, presetRegistrationSchool, type School, schoolPageHead, schoolProfilePath } from '@oabat/core'
import { Button, Card } from '@oabat/ui'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import { useSchool } from './use-school.ts'
import './school-pages.css'

/**
 * The trainee invitation link (SPEC §3 School; the address is ours, SPEC does not show it): the
 * registration opens with the school preset (trainee-registration.tsx sends it as `school`).
 */
export function SchoolInvitationPage({ slug }: { slug: string }) {
  const { school, error, missing, mutate } = useSchool(slug)
  if (missing) return <ErrorPage status={404} message="Diese Schule gibt es nicht." />
  if (error) return <LoadError subject="Die Einladung" error={error} onRetry={() => mutate()} />
  if (!school) return <Skeleton lines={4} label="Einladung wird geladen …" />
  return <Invitation school={school} />
}

function Invitation({ school }: { school: School }) {
  usePageHead(schoolPageHead('invitation', school))
  const { user, status } = useAuth()
  const hydrated = useHydrated()
  const register = () => {
    presetRegistrationSchool({ slug: school.slug, name: school.name })
    openAuthDialog({ view: 'register', redirect: true })
  }
  const signedIn = Boolean(user)
  // Whoever follows the link came to register: the registration opens by itself, once the browser
  // knows the session (not during hydration, when everyone looks like a guest) and only for guests.
  const openForGuest = hydrated && status === 'guest'
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per school, not on every render
  useEffect(() => {
    if (openForGuest) register()
  }, [school.slug, openForGuest])
  return (
    <div className="school-page school-invitation-page">
      <Card as="section" aria-labelledby="invitation-title">
        <p className="school-page__eyebrow">Einladung</p>
        <h1 id="invitation-title" className="school-page__title">
          {school.name} lädt Dich zu oabat ein
        </h1>
        <p>
          Finde Praktika und Ausbildungsplätze in Deiner Region. Wenn Du Dich registrierst, ist{' '}
          <Link href={schoolProfilePath(school.slug)}>{school.name}</Link> als Deine Schule schon eingetragen.
        </p>
        {signedIn ? (
          <p>Du bist schon angemeldet. Viel Spaß auf oabat!</p>
        ) : (
          <Button design="primary" size="large" onClick={register}>
            Jetzt registrieren
          </Button>
        )}
      </Card>
    </div>
  )
}
