/**
 * SPEC §2: the floating livestream window is not shown on iOS, whose Safari pauses inline video
 * that leaves the page's flow and plays only one at a time. iPadOS reports itself as a Mac with touch.
 */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  )
}
