/**
 * A page with the route guard component under test control (bundled by
 * tests/e2e/portal-guards.test.ts): the guards come from the URL fragment, e.g. #gibt-es-nicht,
 * so the browser test sees what the router shows for each guard result.
 */
import { createRoot } from 'react-dom/client'
import { Route, Switch } from 'wouter'
import '../styles/tokens.css'
import '../styles/base.css'
import { GuardedPage } from './guarded-page.tsx'

const guards = decodeURIComponent(location.hash.slice(1)).split(',').filter(Boolean)
const root = document.getElementById('root')
if (root) {
  // As in the route table, the start page has no guards of its own: redirects end there.
  createRoot(root).render(
    <Switch>
      <Route path="/">
        <p id="start-page">Startseite</p>
      </Route>
      <Route>
        <GuardedPage guards={guards} params={{}}>
          <p id="guarded-content">Die geschützte Seite</p>
        </GuardedPage>
      </Route>
    </Switch>,
  )
}
