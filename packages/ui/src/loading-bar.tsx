import { useEffect, useState } from 'react'
import { classNames } from './class-names.ts'
import './loading-bar.css'

/** SPEC §4 loading bar states. */
export type LoadingBarState = 'hidden' | 'running' | 'failed' | 'finished'

/** SPEC §9: duration 5000 ms, throttle 200 ms, hide after 500 ms. */
export const LOADING_BAR_TIMING = { durationMs: 5000, throttleMs: 200, hideAfterMs: 500 } as const

/** Progress never reaches the end while running; only "finished" fills the bar. */
const RUNNING_MAX_PERCENT = 95

export interface LoadingBarProps {
  state: LoadingBarState
  className?: string
}

/**
 * The top loading bar. It appears only when loading lasts longer than the throttle, grows over the
 * duration, fills on "finished" (red on "failed") and disappears after the hide delay.
 */
export function LoadingBar({ state, className }: LoadingBarProps) {
  const [shown, setShown] = useState(false)
  const [progress, setProgress] = useState(0)

  useEffect(() => {
    const { durationMs, throttleMs, hideAfterMs } = LOADING_BAR_TIMING
    if (state === 'running') {
      let tick: ReturnType<typeof setInterval> | undefined
      const start = setTimeout(() => {
        const startedAt = Date.now()
        setProgress(0)
        setShown(true)
        tick = setInterval(() => {
          setProgress(Math.min(RUNNING_MAX_PERCENT, ((Date.now() - startedAt) / durationMs) * 100))
        }, 100)
      }, throttleMs)
      return () => {
        clearTimeout(start)
        clearInterval(tick)
      }
    }
    if (state === 'failed' || state === 'finished') {
      // A failure is always shown; a success only completes a bar that is already visible.
      if (state === 'failed') setShown(true)
      setProgress(100)
      const hide = setTimeout(() => {
        setShown(false)
        setProgress(0)
      }, hideAfterMs)
      return () => clearTimeout(hide)
    }
    setShown(false)
    setProgress(0)
  }, [state])

  return (
    <div
      className={classNames(
        'oabat-ui-loading-bar',
        shown && 'oabat-ui-loading-bar--shown',
        state === 'failed' && 'oabat-ui-loading-bar--failed',
        className,
      )}
      data-state={state}
      role="progressbar"
      aria-label="Ladefortschritt"
      aria-hidden={!shown}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    >
      <div className="oabat-ui-loading-bar__fill" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  )
}
