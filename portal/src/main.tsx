/**
 * @module main — the portal in the browser. A page the server rendered (entry-server.tsx) is
 * hydrated with the answers it embedded; any other page is rendered here from the empty root.
 */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { markAppStart } from './app-start.ts'
import { startSession } from './auth/session.ts'
import { registerServiceWorker } from './pwa/register-service-worker.ts'
import { installHistoryGuard } from './router/history-guard.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'

markAppStart()
const root = document.getElementById('root')
if (!root) throw new Error('#root fehlt in index.html')
startSession()
// Before the router subscribes: its popstate listener must come second.
installHistoryGuard()
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
if (root.hasAttribute('data-server-rendered')) hydrateRoot(root, app)
else createRoot(root).render(app)
// Installable portal, offline page and push (docs/push.md); after load, never before hydration.
registerServiceWorker()
