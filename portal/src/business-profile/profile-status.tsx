import { businessProfileCompleteness } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { STEP_OF_ITEM, stepPath } from './profile-steps.ts'

/**
 * The status of the profile on /betrieb, as the public sees it: `is_visible` alone decides whether
 * the page and the search show the business; completeness (SPEC §5) gates nothing, so an incomplete
 * profile is already public and the line says so, with what comes next on the checklist.
 */
export function ProfileStatus({ slug, isVisible }: { slug: string; isVisible: boolean }) {
  const { data } = useApi('business', { params: { idOrSlug: slug } })
  if (!isVisible) {
    return (
      <>
        <p className="area-status">Nicht öffentlich sichtbar</p>
        <p className="area-card__muted">
          Euer Profil und Eure Stellen erscheinen zurzeit weder in der Suche noch unter der Adresse Eures Profils.
        </p>
      </>
    )
  }
  // While loading or on failure the card's other links still lead to the editor.
  const completeness = data ? (data.data.completeness ?? businessProfileCompleteness(data.data)) : null
  if (!completeness || completeness.complete) {
    return (
      <>
        <p className="area-status area-status--ok">Öffentlich sichtbar</p>
        {completeness && <p className="area-card__muted">Euer Profil ist vollständig.</p>}
      </>
    )
  }
  const next = completeness.items.find((item) => !item.done)
  const open = completeness.items.filter((item) => !item.done).length
  return (
    <>
      <p className="area-status">Öffentlich sichtbar – noch nicht vollständig</p>
      <p className="area-card__muted">
        Schülerinnen und Schüler finden Euer Profil schon jetzt in der Suche, auch wenn noch Angaben fehlen. Noch {open}{' '}
        von {completeness.items.length} Punkten der Checkliste offen
        {next && (
          <>
            {' – als Nächstes: '}
            <Link href={stepPath(slug, STEP_OF_ITEM[next.key as keyof typeof STEP_OF_ITEM] ?? 1)}>{next.label}</Link>
          </>
        )}
      </p>
    </>
  )
}
