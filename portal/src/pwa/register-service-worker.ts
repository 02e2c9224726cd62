/**
 * Registers /sw.js (docs/push.md) once the page has loaded, so it never competes with the first paint
 * or hydration. Only the portal calls this, and not inside a frame: widgets and embeds on foreign
 * sites never register a worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Embeds (portal pages framed by other sites) leave the worker to the portal itself.
  if (window.self !== window.top) return
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Der Service Worker konnte nicht registriert werden.', error))
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
