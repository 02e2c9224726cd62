import { businessProfileCompleteness, firstSteps, TUTORIAL_STEPS, type User } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { saveTutorialStep } from './save-tutorial-step.ts'

type Business = NonNullable<User['business']>

/** Following the checklist's sites link counts as checking them; a failure only leaves the point open. */
function markSitesChecked(user: User) {
  if (user.tutorial_steps.includes(TUTORIAL_STEPS.sitesChecked)) return
  void saveTutorialStep(user, TUTORIAL_STEPS.sitesChecked).catch(() => undefined)
}

/**
 * „Erste Schritte“ on /betrieb for a company new to oabat: profile, first job, sites and colleagues,
 * each linked to its page. Finishing (or dismissing) it stores the tutorial step 'erste-schritte',
 * which unlocks „Standorte“ and „Benutzerverwaltung“ in the side menu (SPEC §2).
 */
export function FirstStepsCard({
  user,
  business,
  onFinished,
}: {
  user: User
  business: Business
  onFinished: () => void
}) {
  const profile = useApi('business', { params: { idOrSlug: business.slug } })
  const people = useApi('businessUsers', { params: { businessId: business.id } })
  const finish = useFormAction([])

  const onFinish = async () => {
    const done = await finish.run(() => saveTutorialStep(user, TUTORIAL_STEPS.firstSteps))
    if (done) onFinished()
  }

  const error = profile.error ?? people.error
  let body: ReactNode
  if (error) {
    body = (
      <LoadError
        subject="Eure ersten Schritte"
        plural
        error={error}
        onRetry={() => {
          void profile.mutate()
          void people.mutate()
        }}
      />
    )
  } else if (!profile.data || !people.data) {
    body = <Skeleton lines={4} label="Erste Schritte werden geladen …" />
  } else {
    const data = profile.data.data
    const steps = firstSteps({
      businessSlug: business.slug,
      profileComplete: (data.completeness ?? businessProfileCompleteness(data)).complete,
      publishedJobs: data.jobs.length,
      businessUsers: people.data.data.length,
      tutorialSteps: user.tutorial_steps,
    })
    const open = steps.filter((step) => !step.done).length
    body = (
      <>
        <p className="area-card__muted">
          {open === 0
            ? 'Alles erledigt – Ihr seid startklar!'
            : `${steps.length - open} von ${steps.length} erledigt. Schritt für Schritt zu einem Auftritt, der Bewerbungen bringt.`}
        </p>
        <ol className="area-card__list first-steps__list">
          {steps.map((step) => (
            <li key={step.key} className="first-steps__item">
              <span className={step.done ? 'area-status area-status--ok' : 'area-status'}>
                <Link href={step.href} onClick={step.key === 'sites' ? () => markSitesChecked(user) : undefined}>
                  {step.label}
                </Link>
              </span>
              <span className="area-card__muted">{step.done ? 'erledigt' : 'offen'}</span>
            </li>
          ))}
        </ol>
      </>
    )
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="business-first-steps-title">
      <h2 id="business-first-steps-title">Erste Schritte</h2>
      {body}
      <p className="area-card__muted">
        Danach findet Ihr „Standorte“ und „Benutzerverwaltung“ im Menü. Offene Punkte könnt Ihr jederzeit später
        erledigen.
      </p>
      {finish.formError && <Notice tone="error">{finish.formError}</Notice>}
      <div className="area-page__actions">
        <Button design="primary" disabled={finish.pending} onClick={() => void onFinish()}>
          {finish.pending ? 'Wird abgeschlossen …' : 'Erste Schritte abschließen'}
        </Button>
      </div>
    </Card>
  )
}
