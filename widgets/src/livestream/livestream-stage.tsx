import { CURRENT_COMPANY_REFRESH_MS, type LivestreamAppearance, stageCompanies } from '@oabat/core'
import { useEffect, useMemo, useRef, useState } from 'react'

type Company = NonNullable<LivestreamAppearance['business']>

interface Props {
  appearances: LivestreamAppearance[]
  portalUrl: string
  onChange?: (current: Company | null, next: Company | null) => void
}

/**
 * Who is on stage now and who comes next (SPEC §4, core's stageCompanies), recalculated every
 * CURRENT_COMPANY_REFRESH_MS (15 s); changed slots (the Updated event) count at the next render.
 */
export function LivestreamStage({ appearances, portalUrl, onChange }: Props) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CURRENT_COMPANY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  const { current, next } = useMemo(() => stageCompanies(appearances, now), [appearances, now])
  const reported = useRef<string | null>(null)
  useEffect(() => {
    const key = `${current?.id ?? ''}|${next?.id ?? ''}`
    if (reported.current === key) return
    reported.current = key
    onChange?.(current, next)
  }, [current, next, onChange])

  if (!current && !next) return null
  const link = (company: Company) => (
    <a href={`${portalUrl}/betriebe/${company.slug}`} target="_blank" rel="noopener">
      {company.name}
    </a>
  )
  return (
    <dl className="oabat-ls__stage-info" part="companies">
      {current && (
        <div data-testid="livestream-current-company">
          <dt>Jetzt auf der Bühne</dt>
          <dd>{link(current)}</dd>
        </div>
      )}
      {next && (
        <div data-testid="livestream-next-company">
          <dt>Als Nächstes</dt>
          <dd>{link(next)}</dd>
        </div>
      )}
    </dl>
  )
}
