import { CRAFT_LABELS, CRAFTS, GRADUATION_LABELS, GRADUATIONS, type Trainee } from '@oabat/core'
import { Button, Card, Notice, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { useState } from 'react'
import { Link, useSearch } from 'wouter'
import { AccountPage } from '../account/account-page.tsx'
import { api } from '../api/api-client.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { CompletenessBox } from './completeness-box.tsx'
import { HobbiesSection } from './hobbies-section.tsx'
import { PictureSection } from './picture-section.tsx'
import { SectionForm } from './section-form.tsx'
import { useOwnTrainee } from './use-own-trainee.ts'
import './trainee-profile.css'

const GRADUATION_OPTIONS = GRADUATIONS.map((value) => ({ value, label: GRADUATION_LABELS[value] }))
const CRAFT_OPTIONS = CRAFTS.map((value) => ({ value, label: CRAFT_LABELS[value] }))

/**
 * SPEC §2 /i/profile/editieren: the trainee fills the profile section by section and sees the
 * completeness of SPEC §5 rise. After registration (`?onboarding=1`, SPEC §4 onboarding flag) the
 * page greets the new trainee and the onboarding ends with „Fertig“ or „Später“.
 */
export function TraineeProfileEditPage() {
  const { trainee, error, reload, replace } = useOwnTrainee()
  const onboarding = new URLSearchParams(useSearch()).get('onboarding') === '1'
  if (error) return <LoadError subject="Dein Profil" error={error} onRetry={() => reload()} />
  if (!trainee) return <Skeleton lines={10} label="Dein Profil wird geladen …" />
  return (
    <AccountPage
      title="Profil bearbeiten"
      intro={<p>Betriebe sehen Dein Profil, wenn Du Dich bei ihnen meldest oder Interesse an einer Stelle zeigst.</p>}
    >
      <div className="trainee-edit">
        {(onboarding || !trainee.onboarding_completed) && <OnboardingNotice trainee={trainee} onDone={replace} />}
        <CompletenessBox trainee={trainee} />
        <SectionFields trainee={trainee} onSaved={replace} onChanged={() => reload()} />
        <p>
          <Link href="/i/profile">Zu Deinem Profil, wie Betriebe es sehen</Link> ·{' '}
          <Link href="/i/dokumente">Lebenslauf und Zeugnisse</Link>
        </p>
      </div>
    </AccountPage>
  )
}

function OnboardingNotice({ trainee, onDone }: { trainee: Trainee; onDone: (trainee: Trainee) => void }) {
  const action = useFormAction([])
  if (trainee.onboarding_completed) return null
  const finish = async () => {
    const result = await action.run(() =>
      api('updateTrainee', { params: { id: trainee.id }, body: { onboarding_completed: true } }),
    )
    if (result) onDone(result.value.data)
  }
  return (
    <Card as="section" className="trainee-edit__section" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">Willkommen bei oabat, {trainee.firstname ?? 'schön, dass Du da bist'}!</h2>
      <p>
        Erzähl Betrieben in wenigen Schritten, wer Du bist. Jeder Abschnitt wird für sich gespeichert, Du kannst
        jederzeit später weitermachen.
      </p>
      <div className="trainee-edit__actions">
        <Button design="primary-flat" onClick={finish} disabled={action.pending}>
          {trainee.completeness.percentage === 100 ? 'Fertig' : 'Später weitermachen'}
        </Button>
      </div>
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
    </Card>
  )
}

interface SectionsProps {
  trainee: Trainee
  onSaved: (trainee: Trainee) => void
  onChanged: () => void
}

function SectionFields({ trainee, onSaved, onChanged }: SectionsProps) {
  const [aboutMe, setAboutMe] = useState(trainee.about_me ?? '')
  const address = trainee.primary_address
  const [location, setLocation] = useState(address?.postal_code ?? address?.city ?? '')
  const [school, setSchool] = useState(trainee.school_base ?? '')
  const [graduation, setGraduation] = useState<string>(trainee.highest_graduation ?? '')
  const [craft, setCraft] = useState<string>(trainee.interest ?? '')
  const [experience, setExperience] = useState(trainee.experience ?? '')
  const [trialwork, setTrialwork] = useState(String(trainee.number_trialwork))
  const common = { traineeId: trainee.id, onSaved }
  return (
    <>
      <SectionForm {...common} section="about_me" fields={['about_me']} update={() => ({ about_me: aboutMe })}>
        {(errors) => (
          <TextAreaField
            label="Über mich"
            hint="Wer bist Du, was kannst Du gut, was möchtest Du lernen?"
            value={aboutMe}
            maxLength={2000}
            rows={4}
            onChange={(event) => setAboutMe(event.target.value)}
            error={errors.about_me}
          />
        )}
      </SectionForm>
      <SectionForm {...common} section="contact" fields={['location']} update={() => ({ location })}>
        {(errors) => (
          <TextField
            label="Wohnort oder Postleitzahl"
            hint="Nur Ziffern werden als Postleitzahl gespeichert, sonst als Ort. Betriebe erreichen Dich im Chat."
            value={location}
            maxLength={100}
            onChange={(event) => setLocation(event.target.value)}
            error={errors.location}
          />
        )}
      </SectionForm>
      <HobbiesSection trainee={trainee} onChanged={onChanged} />
      <SectionForm
        {...common}
        section="education"
        fields={['school_base', 'highest_graduation', 'interest']}
        update={() => ({
          school_base: school,
          highest_graduation: (graduation || null) as Trainee['highest_graduation'],
          interest: (craft || null) as Trainee['interest'],
        })}
      >
        {(errors) => (
          <>
            <TextField
              label="Schule"
              value={school}
              maxLength={150}
              onChange={(event) => setSchool(event.target.value)}
              error={errors.school_base}
            />
            <SelectField
              label="Höchster Abschluss"
              placeholder="Bitte wählen"
              options={GRADUATION_OPTIONS}
              value={graduation}
              onChange={(event) => setGraduation(event.target.value)}
              error={errors.highest_graduation}
            />
            <SelectField
              label="Welcher Bereich interessiert Dich am meisten?"
              placeholder="Bitte wählen"
              options={CRAFT_OPTIONS}
              value={craft}
              onChange={(event) => setCraft(event.target.value)}
              error={errors.interest}
            />
          </>
        )}
      </SectionForm>
      <SectionForm
        {...common}
        section="experience"
        fields={['experience', 'number_trialwork']}
        update={() => ({ experience, number_trialwork: Number(trialwork) || 0 })}
      >
        {(errors) => (
          <>
            <TextAreaField
              label="Erfahrung"
              hint="Praktika, Ferienjobs, Ehrenamt …"
              value={experience}
              maxLength={2000}
              rows={4}
              onChange={(event) => setExperience(event.target.value)}
              error={errors.experience}
            />
            <TextField
              label="Anzahl Deiner Praktika"
              type="number"
              inputMode="numeric"
              min={0}
              max={50}
              value={trialwork}
              onChange={(event) => setTrialwork(event.target.value)}
              error={errors.number_trialwork}
            />
          </>
        )}
      </SectionForm>
      <PictureSection trainee={trainee} onSaved={onSaved} />
    </>
  )
}
