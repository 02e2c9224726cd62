import {
  ApiRequestError,
  closeFloatingLivestream,
  excerpt,
  floatLivestream,
  type Livestream,
  livestreamPagePath,
  livestreamSearchPath,
  openAuthDialog,
} from '@oabat/core'
import { LivestreamWidget } from '@oabat/widgets'
import { type RefObject, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { useHydrated } from '../ssr/client-only.tsx'
import { FairCompanies } from './fair-companies.tsx'
import './livestream-page.css'

/**
 * SPEC §2 /livestream/{livestream} and /livestream/{id}/suche: the stage of a livestream job fair
 * (the `<oabat-livestream>` widget's component), and on /suche the fair's companies and their jobs
 * beside it. The heading comes from the server; the player, which belongs to the visitor's browser
 * (session, realtime, stored password), starts after hydration.
 */
export function LivestreamPage({ id, withSearch }: { id: number; withSearch: boolean }) {
  const { data, error, mutate } = useApi('livestream', { params: { id } })
  const stream = data?.data
  usePageHead({
    title: stream ? (withSearch ? `${stream.title}: Betriebe und Jobs` : stream.title) : null,
    description: stream ? excerpt(stream.description) || `Livestream: ${stream.title}` : 'Livestream',
    canonicalPath: withSearch ? livestreamSearchPath(id) : livestreamPagePath(id),
  })
  // The read says whether it is live at the start; the player tells when that changes.
  const live = useRef(false)
  if (stream && !live.current) live.current = stream.is_live
  useFloatOnLeave(stream, live)
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return <NotFoundPage />
  if (error) return <LoadError subject="Der Livestream" error={error} onRetry={() => mutate()} />
  if (!stream) return <Skeleton lines={6} label="Livestream wird geladen …" />
  return (
    <div className={withSearch ? 'livestream-page livestream-page--with-search' : 'livestream-page'}>
      <header className="livestream-page__head">
        <p className="livestream-page__eyebrow">
          {stream.is_live ? (
            <span className="livestream-page__live">Live</span>
          ) : stream.planned_start ? (
            <>
              Beginnt <time dateTime={stream.planned_start}>{formatDateTime(stream.planned_start)}</time>
            </>
          ) : (
            'Livestream'
          )}
        </p>
        <h1 className="livestream-page__title">{stream.title}</h1>
        {stream.description ? <p className="livestream-page__lead">{stream.description}</p> : null}
        <nav className="livestream-page__nav" aria-label="Livestream">
          {withSearch ? (
            <Link href={livestreamPagePath(id)}>
              <span aria-hidden="true">←</span> Nur den Livestream zeigen
            </Link>
          ) : stream.job_fair_id !== null ? (
            <Link href={livestreamSearchPath(id)}>Betriebe und Jobs der Messe neben dem Livestream</Link>
          ) : null}
        </nav>
      </header>
      <div className="livestream-page__body">
        <section className="livestream-page__stage" aria-label="Livestream">
          <Player id={id} onLiveChange={(isLive) => (live.current = isLive)} />
        </section>
        {withSearch ? (
          <aside className="livestream-page__search" aria-label="Betriebe der Messe">
            {stream.job_fair_id === null ? (
              <p className="result-empty" role="status">
                Dieser Livestream gehört zu keiner Messe, darum gibt es hier keine Betriebe.
              </p>
            ) : (
              <FairCompanies fairId={stream.job_fair_id} />
            )}
          </aside>
        ) : null}
      </div>
    </div>
  )
}

function Player({ id, onLiveChange }: { id: number; onLiveChange: (live: boolean) => void }) {
  // The box keeps the player's height while it starts, so nothing below it moves (docs/layout-stability.md).
  const hydrated = useHydrated()
  const userId = useAuth().user?.id ?? null
  if (!hydrated) return <div className="livestream-page__player-placeholder" aria-hidden="true" />
  // Keyed by the account: after a login in the dialog the player reads the stream again as that user.
  return (
    <LivestreamWidget
      key={userId ?? 'guest'}
      apiBase={API_BASE}
      portalUrl={portalOrigin()}
      livestreamId={id}
      onLiveChange={onLiveChange}
      onLogin={loginInDialog}
    />
  )
}

/** The player's login prompts open the portal's login dialog; the visitor stays on the stream. */
export const loginInDialog = (): void => openAuthDialog({ view: 'login', redirect: false })

/**
 * Leaving the page of a live stream for another page of the portal keeps it playing in the
 * floating window (SPEC §5); coming back to the stream's page closes the window.
 */
function useFloatOnLeave(stream: Livestream | undefined, live: RefObject<boolean>) {
  const title = useRef('')
  title.current = stream?.title ?? ''
  const id = stream?.id
  useEffect(() => {
    if (id === undefined) return
    closeFloatingLivestream()
    return () => {
      if (live.current) floatLivestream({ id, title: title.current })
    }
  }, [id, live])
}
