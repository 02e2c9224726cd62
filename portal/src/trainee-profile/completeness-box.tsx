import { TRAINEE_SECTION_LABELS, type Trainee } from '@oabat/core'
import { Card } from '@oabat/ui'

/**
 * SPEC §5 trainee completeness: the percentage of filled sections (birthdate and phone do not
 * count) and a link to each missing one. The server's answer decides.
 */
export function CompletenessBox({ trainee }: { trainee: Trainee }) {
  const { percentage, missing } = trainee.completeness
  return (
    <Card as="section" className="trainee-edit__section" aria-labelledby="completeness-title">
      <h2 id="completeness-title">Dein Profil ist zu {percentage} % vollständig</h2>
      <progress
        className="trainee-edit__progress"
        max={100}
        value={percentage}
        aria-label="Vollständigkeit Deines Profils"
        data-percentage={percentage}
      />
      {missing.length === 0 ? (
        <p>Super, Dein Profil ist vollständig! So können Dich Betriebe gut kennenlernen.</p>
      ) : (
        <>
          <p>Es fehlt noch:</p>
          <ul className="trainee-edit__list" aria-label="Fehlende Angaben">
            {missing.map((section) => (
              <li key={section}>
                <a href={`#${section}`}>{TRAINEE_SECTION_LABELS[section]}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}
