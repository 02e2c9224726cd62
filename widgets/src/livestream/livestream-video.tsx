import { useEffect, useRef, useState } from 'react'
import { StateMessage } from '../shared/state-message.tsx'
import type { LivestreamState } from './use-livestream.ts'

const HLS_TYPE = 'application/vnd.apple.mpegurl'
const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'short' })

function isHls(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.m3u8')
  } catch {
    return false
  }
}

/** "2 Tage 03:04:05", "00:12:09": the time left until the planned start. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86_400)
  const clock = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')
  return days > 0 ? `${days} ${days === 1 ? 'Tag' : 'Tage'} ${clock}` : clock
}

/** The stage: the video while live; before, the thumbnail with the planned start and a countdown. */
export function LivestreamVideo({ stream }: { stream: LivestreamState }) {
  if (stream.is_live && stream.video_url) return <LivePlayer url={stream.video_url} title={stream.title} />
  return <BeforeStart stream={stream} />
}

/**
 * Plays an HLS or MP4 URL. HLS natively where the browser can (Safari, iOS, newer Chrome), else
 * with hls.js (its light build), imported only here, as a chunk of its own.
 */
function LivePlayer({ url, title }: { url: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the player
  useEffect(() => {
    const element = video.current
    if (!element) return
    setFailed(null)
    let destroy = () => {}
    let cancelled = false
    let engine = false
    const play = () => void element.play().catch(() => {})
    const failed = () => setFailed('Das Video konnte nicht geladen werden.')
    const withEngine = () => {
      engine = true
      element.removeAttribute('src')
      void import('hls.js/light')
        .then(({ default: Hls }) => {
          if (cancelled) return
          if (!Hls.isSupported()) return setFailed('Dieses Video kann Dein Browser nicht abspielen.')
          const hls = new Hls()
          destroy = () => hls.destroy()
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) failed()
          })
          hls.loadSource(url)
          hls.attachMedia(element)
          play()
        })
        .catch(failed)
    }
    // A browser that says it may play HLS but cannot parse the stream (Chromium builds without the
    // codecs of its own HLS player) gets hls.js after all.
    const onError = () => (isHls(url) && !engine ? withEngine() : failed())
    element.addEventListener('error', onError)
    if (isHls(url) && !element.canPlayType(HLS_TYPE)) withEngine()
    else {
      element.src = url
      play()
    }
    return () => {
      cancelled = true
      element.removeEventListener('error', onError)
      destroy()
      element.removeAttribute('src')
      element.load()
    }
  }, [url, attempt])

  return (
    <div className="oabat-ls__stage">
      <video
        ref={video}
        className="oabat-ls__video"
        part="video"
        controls
        muted
        autoPlay
        playsInline
        aria-label={`Video: ${title}`}
      />
      {failed && (
        <div className="oabat-ls__overlay">
          <StateMessage
            tone="error"
            title={failed}
            text="Vielleicht hat die Übertragung noch nicht begonnen."
            actionLabel="Erneut versuchen"
            onAction={() => setAttempt((n) => n + 1)}
          />
        </div>
      )}
    </div>
  )
}

function BeforeStart({ stream }: { stream: LivestreamState }) {
  const start = stream.planned_start ? Date.parse(stream.planned_start) : null
  const end = stream.planned_end ? Date.parse(stream.planned_end) : null
  const [now, setNow] = useState(() => Date.now())
  const counting = start !== null && start > now
  useEffect(() => {
    if (!counting) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [counting])

  let status: string
  if (stream.is_live) status = 'Der Livestream läuft – das Video kommt gleich.'
  else if (end !== null && end <= now) status = 'Der Livestream ist vorbei.'
  else if (start !== null && start > now) status = 'Der Livestream beginnt bald.'
  else status = 'Der Livestream beginnt gleich.'

  return (
    <div className="oabat-ls__stage oabat-ls__stage--waiting">
      {stream.thumbnail_url && <img className="oabat-ls__thumbnail" src={stream.thumbnail_url} alt="" />}
      <div className="oabat-ls__waiting" part="countdown">
        <p className="oabat-ls__waiting-title">{status}</p>
        {start !== null && (
          <p>
            Geplanter Beginn: <time dateTime={stream.planned_start ?? undefined}>{DATE_TIME.format(start)} Uhr</time>
          </p>
        )}
        {counting && (
          <p className="oabat-ls__countdown" role="timer" aria-live="off" data-testid="livestream-countdown">
            Noch {formatCountdown(start - now)}
          </p>
        )}
      </div>
    </div>
  )
}
