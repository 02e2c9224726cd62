import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { startSession } from './auth/session.ts'
import { installHistoryGuard } from './router/history-guard.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root fehlt in index.html')
startSession()
// Before the router subscribes: its popstate listener must come second.
installHistoryGuard()
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
