import { closeFloatingLivestream, type FloatingLivestream, livestreamPagePath } from '@oabat/core'
import { LivestreamWidget } from '@oabat/widgets'
import { useLocation } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useAuth } from '../auth/use-auth.ts'
import { portalOrigin } from '../components/use-portal-select.ts'
import { loginInDialog } from './livestream-page.tsx'
import './floating-livestream.css'

/**
 * SPEC §5: the floating livestream window. It keeps a live stream the visitor left playing in a
 * corner of every other page; „Schließen“ ends it, „Zum Livestream“ opens it into its page again.
 * Loaded only when there is a stream to float (floating-livestream-host.tsx).
 */
export function FloatingLivestreamWindow({ stream }: { stream: FloatingLivestream }) {
  const [, navigate] = useLocation()
  const userId = useAuth().user?.id ?? null
  return (
    <section className="floating-livestream" aria-label={`Livestream: ${stream.title}`}>
      <header className="floating-livestream__bar">
        <p className="floating-livestream__title">{stream.title}</p>
        <button
          type="button"
          className="floating-livestream__button"
          onClick={() => {
            closeFloatingLivestream()
            navigate(livestreamPagePath(stream.id))
          }}
        >
          Zum Livestream
        </button>
        <button
          type="button"
          className="floating-livestream__button"
          aria-label="Livestream-Fenster schließen"
          onClick={closeFloatingLivestream}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      <div className="floating-livestream__player">
        <LivestreamWidget
          key={userId ?? 'guest'}
          apiBase={API_BASE}
          portalUrl={portalOrigin()}
          livestreamId={stream.id}
          onLogin={loginInDialog}
        />
      </div>
    </section>
  )
}
