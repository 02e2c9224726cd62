import { businessProfileCompleteness } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { STEP_OF_ITEM, stepPath } from './profile-steps.ts'

/** One line for /betrieb: whether the profile is complete (SPEC §5), else what comes next, linked to its step. */
export function CompletenessSummary({ slug }: { slug: string }) {
  const { data } = useApi('business', { params: { idOrSlug: slug } })
  // While loading or on failure the card's other links still lead to the editor.
  if (!data) return null
  const completeness = data.data.completeness ?? businessProfileCompleteness(data.data)
  if (completeness.complete) return <p className="area-status area-status--ok">Euer Profil ist vollständig.</p>
  const next = completeness.items.find((item) => !item.done)
  const open = completeness.items.filter((item) => !item.done).length
  return (
    <p className="area-card__muted">
      Noch {open} von {completeness.items.length} Punkten offen
      {next && (
        <>
          {' – als Nächstes: '}
          <Link href={stepPath(slug, STEP_OF_ITEM[next.key as keyof typeof STEP_OF_ITEM] ?? 1)}>{next.label}</Link>
        </>
      )}
    </p>
  )
}
