import { $floatingLivestream } from '@oabat/core'
import { Suspense } from 'react'
import { lazyPage } from '../router/lazy-page.ts'
import { useStore } from '../state/use-store.ts'
import { isIos } from './is-ios.ts'

// The window brings the livestream player: it loads only once a stream floats, never with the entry.
const FloatingLivestreamWindow = lazyPage(() =>
  import('./floating-livestream.tsx').then((m) => m.FloatingLivestreamWindow),
)

/** Shows the floating livestream window while a stream floats; never on iOS (SPEC §2). */
export function FloatingLivestreamHost() {
  const stream = useStore($floatingLivestream, null)
  if (!stream || isIos()) return null
  return (
    <Suspense fallback={null}>
      <FloatingLivestreamWindow stream={stream} />
    </Suspense>
  )
}
