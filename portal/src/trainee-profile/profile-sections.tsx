import { type ApplicantProfile, CRAFT_LABELS, GRADUATION_LABELS, TRAINEE_SECTION_LABELS } from '@oabat/core'
import { Card } from '@oabat/ui'
import type { ReactNode } from 'react'
import { ResponsivePicture } from '../media/responsive-picture.tsx'

/** The profile fields a company sees; the trainee's own answer carries the same ones. */
export type ShownProfile = Omit<ApplicantProfile, 'documents'>

function Section({ id, children }: { id: keyof typeof TRAINEE_SECTION_LABELS; children: ReactNode }) {
  return (
    <section className="trainee-view__section" aria-labelledby={`view-${id}`}>
      <h3 id={`view-${id}`}>{TRAINEE_SECTION_LABELS[id]}</h3>
      {children}
    </section>
  )
}

const NOT_GIVEN = <p className="trainee-view__empty">Noch keine Angabe.</p>

/**
 * The profile as a company sees it when the trainee applies or writes (issue #13): picture, about
 * me, contact (home town; the chat is the way to reach the trainee), hobbies, education, experience.
 */
export function ProfileSections({ profile, documents }: { profile: ShownProfile; documents?: ReactNode }) {
  const name = [profile.firstname, profile.lastname].filter(Boolean).join(' ') || 'Ohne Namen'
  const address = profile.primary_address
  return (
    <Card as="article" className="trainee-view" aria-labelledby="trainee-view-name">
      <header className="trainee-view__header">
        {profile.profile_picture ? (
          <ResponsivePicture
            image={profile.profile_picture}
            size="small"
            alt={`Profilbild von ${name}`}
            className="trainee-view__picture"
          />
        ) : (
          <span className="trainee-view__picture trainee-view__picture--none" aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
        <h2 id="trainee-view-name">{name}</h2>
      </header>
      <Section id="about_me">
        {profile.about_me ? <p className="trainee-view__text">{profile.about_me}</p> : NOT_GIVEN}
      </Section>
      <Section id="contact">
        {address ? <p>Wohnort: {[address.postal_code, address.city].filter(Boolean).join(' ')}</p> : NOT_GIVEN}
      </Section>
      <Section id="hobbies">
        {profile.interests.length > 0 ? (
          <ul className="trainee-view__tags">
            {profile.interests.map((interest) => (
              <li key={interest.id}>{interest.name}</li>
            ))}
          </ul>
        ) : (
          NOT_GIVEN
        )}
      </Section>
      <Section id="education">
        {profile.school_base || profile.highest_graduation ? (
          <dl className="trainee-view__facts">
            {profile.school_base && (
              <>
                <dt>Schule</dt>
                <dd>{profile.school_base}</dd>
              </>
            )}
            {profile.highest_graduation && (
              <>
                <dt>Höchster Abschluss</dt>
                <dd>{GRADUATION_LABELS[profile.highest_graduation]}</dd>
              </>
            )}
            {profile.interest && (
              <>
                <dt>Interessiert an</dt>
                <dd>{CRAFT_LABELS[profile.interest]}</dd>
              </>
            )}
          </dl>
        ) : (
          NOT_GIVEN
        )}
      </Section>
      <Section id="experience">
        {profile.experience || profile.number_trialwork > 0 ? (
          <>
            {profile.experience && <p className="trainee-view__text">{profile.experience}</p>}
            {profile.number_trialwork > 0 && <p>Praktika: {profile.number_trialwork}</p>}
          </>
        ) : (
          NOT_GIVEN
        )}
      </Section>
      {documents}
    </Card>
  )
}
