/**
 * oabat's service worker (docs/push.md), registered by the portal only (never by the widgets).
 *
 * Caching, kept deliberately small:
 * - Pages (navigations) always come from the network. Public pages are rendered on the server with
 *   their data and the visitor's state (docs/ssr.md); a cached copy would hydrate with stale data or
 *   the wrong login, so HTML is never stored. Only when the network fails does the cached offline page
 *   answer, honestly saying that there is no connection.
 * - Everything else (API calls, /assets/, media, websockets) is not touched: a static route sends it
 *   straight to the network, and the fetch handler ignores it as well. Hashed assets live in the
 *   browser's HTTP cache (immutable) anyway.
 * - Push: shows the notification the server sent (title, body, tag, url) and opens its page on click.
 */

// Bump when offline.html, the icon or the manifest change: install caches them anew, activate drops the old cache.
const SHELL_CACHE = 'oabat-shell-v2'
const OFFLINE_URL = '/offline.html'
const SHELL_FILES = [OFFLINE_URL, '/favicon.svg', '/manifest.webmanifest']

self.addEventListener('install', (event) => {
  // Chromium's static routing: requests that are not navigations never start this worker.
  if (event.addRoutes) {
    const notNavigation = ['same-origin', 'no-cors', 'cors'].map((requestMode) => ({ requestMode }))
    event.addRoutes([{ condition: { or: notNavigation }, source: 'network' }]).catch(() => {})
  }
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name)))),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  event.respondWith(
    fetch(request).catch(async () => {
      const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })
      return offline ?? Response.error()
    }),
  )
})

/** The notification of a push; a push without readable data still says that something arrived. */
function notificationOf(data) {
  let payload = null
  try {
    payload = data ? data.json() : null
  } catch {
    payload = null
  }
  const url = typeof payload?.url === 'string' && payload.url.startsWith('/') ? payload.url : '/chat'
  return {
    title: typeof payload?.title === 'string' ? payload.title : 'oabat',
    options: {
      body: typeof payload?.body === 'string' ? payload.body : 'Es gibt etwas Neues für Dich.',
      tag: typeof payload?.tag === 'string' ? payload.tag : undefined,
      renotify: typeof payload?.tag === 'string',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      lang: 'de',
      data: { url },
    },
  }
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data)
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url ?? '/chat', self.location.origin)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin)
      if (!open) return self.clients.openWindow(target.href)
      // navigate() works only for windows this worker controls; any other gets a new window.
      return open
        .navigate(target.href)
        .then((client) => (client ?? open).focus())
        .catch(() => self.clients.openWindow(target.href))
    }),
  )
})
