import { businessProfileCompleteness } from '@oabat/core'
import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import type { ProfileBusiness } from './profile-business.ts'
import { STEP_OF_ITEM, stepPath } from './profile-steps.ts'

/**
 * SPEC §5 as a checklist, always beside the editor: each item says whether it is done and links
 * to the step that fills it. The server's answer decides; the core rule is the same function.
 */
export function CompletenessChecklist({ business }: { business: ProfileBusiness }) {
  const completeness = business.completeness ?? businessProfileCompleteness(business)
  const done = completeness.items.filter((item) => item.done).length
  return (
    <Card as="section" className="profile-checklist" aria-labelledby="profile-checklist-title">
      <h2 id="profile-checklist-title">Vollständigkeit</h2>
      <p className={completeness.complete ? 'area-status area-status--ok' : 'profile-checklist__summary'}>
        {completeness.complete ? 'Euer Profil ist vollständig.' : `${done} von ${completeness.items.length} erledigt`}
      </p>
      <progress
        className="profile-checklist__bar"
        max={completeness.items.length}
        value={done}
        aria-label="Vollständigkeit des Profils"
      />
      <ul className="profile-checklist__items">
        {completeness.items.map((item) => (
          <li key={item.key} className={item.done ? 'profile-checklist__item--done' : undefined}>
            <span aria-hidden="true" className="profile-checklist__mark">
              {item.done ? '✓' : '○'}
            </span>
            <Link href={stepPath(business.slug, STEP_OF_ITEM[item.key as keyof typeof STEP_OF_ITEM] ?? 1)}>
              {item.label}
            </Link>
            <span className="visually-hidden">{item.done ? ' (erledigt)' : ' (fehlt noch)'}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
