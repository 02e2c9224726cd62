import { ApiRequestError, businessPagePath } from '@oabat/core'
import { useCallback, useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { AboutStep } from './about-step.tsx'
import { ActivitiesStep } from './activities-step.tsx'
import { CompletenessChecklist } from './completeness-checklist.tsx'
import { ContactStep } from './contact-step.tsx'
import { ImagesStep } from './images-step.tsx'
import { LogoStep } from './logo-step.tsx'
import { NameStep } from './name-step.tsx'
import type { ProfileBusiness, StepProps } from './profile-business.ts'
import { PROFILE_STEPS, type ProfileStepKey, stepFromQuery, stepPath } from './profile-steps.ts'
import { StepMovedContext } from './step-title-focus.ts'
import { useLeaveGuard } from './use-leave-guard.tsx'
import { VideoStep } from './video-step.tsx'
import './business-profile.css'

const STEP_COMPONENTS: Record<ProfileStepKey, (props: StepProps) => React.JSX.Element> = {
  name: NameStep,
  about: AboutStep,
  images: ImagesStep,
  logo: LogoStep,
  video: VideoStep,
  contact: ContactStep,
  activities: ActivitiesStep,
}

/**
 * SPEC §2 /betriebe/{slug}/bearbeiten (query step, default 1): the company profile in steps, each
 * saved on its own, with the SPEC §5 checklist always beside it. The business guard has already
 * sent everyone but the company's own users away.
 */
export function BusinessProfilePage({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('business', { params: { idOrSlug: slug } })
  if (error instanceof ApiRequestError && error.status === 404)
    return <ErrorPage status={404} message={error.message} />
  if (error) return <LoadError subject="Euer Profil" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={10} label="Profil wird geladen …" />
  const onSaved = (business?: ProfileBusiness) => {
    // A save answers with the business but without the owner's checklist: reload to get it.
    if (business) void mutate({ data: { ...data.data, ...business } }, { revalidate: true })
    else void mutate()
  }
  return <ProfileEditor business={data.data} onSaved={onSaved} />
}

function ProfileEditor({ business, onSaved }: { business: ProfileBusiness; onSaved: StepProps['onSaved'] }) {
  const requested = new URLSearchParams(useSearch()).get('step')
  const step = stepFromQuery(requested)
  const [, navigate] = useLocation()
  // An unknown step (?step=99) shows step 1: the address says so too, so a copied link and the
  // page agree. No step at all is step 1 by SPEC and stays as it is.
  useEffect(() => {
    if (requested !== null && requested !== String(step)) navigate(stepPath(business.slug, step), { replace: true })
  }, [requested, step, business.slug, navigate])
  const [dirty, setDirty] = useState(false)
  const onDirty = useCallback((value: boolean) => setDirty(value), [])
  const leaveDialog = useLeaveGuard(dirty)
  // Once the editor has left the step it was opened with, each new step takes the focus.
  const [openedWith] = useState(step)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (step !== openedWith) setMoved(true)
  }, [step, openedWith])
  const current = PROFILE_STEPS[step - 1] ?? PROFILE_STEPS[0]
  const Step = STEP_COMPONENTS[current.key]
  const onNext = step < PROFILE_STEPS.length ? () => navigate(stepPath(business.slug, step + 1)) : null

  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title="Profil bearbeiten"
      intro={
        <>
          Schritt {step} von {PROFILE_STEPS.length}: {current.title}.{' '}
          <Link href={businessPagePath(business.slug)}>Profil ansehen</Link>
        </>
      }
    >
      <nav aria-label="Schritte des Profils" className="profile-editor__steps">
        <ol>
          {PROFILE_STEPS.map((item, index) => (
            <li key={item.key}>
              <Link
                href={stepPath(business.slug, index + 1)}
                aria-current={index + 1 === step ? 'step' : undefined}
                className={index + 1 === step ? 'profile-editor__step-link--current' : undefined}
              >
                <span className="profile-editor__step-number">{index + 1}</span> {item.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="profile-editor">
        {/* Keyed by step: each step starts from the saved business. */}
        <StepMovedContext.Provider value={moved}>
          <Step key={current.key} business={business} onSaved={onSaved} onDirty={onDirty} onNext={onNext} />
        </StepMovedContext.Provider>
        <CompletenessChecklist business={business} />
      </div>
      {leaveDialog}
    </AreaPage>
  )
}
