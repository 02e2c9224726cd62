import { LivestreamWidget, livestreamAttributes } from '@oabat/widgets'
import { API_BASE } from '../api/api-client.ts'
import { portalOrigin } from '../components/use-portal-select.ts'
import { WidgetEmbedPage } from './widget-embed-page.tsx'

/**
 * /embed/livestream?livestream=ID: a fair's livestream alone for another site's iframe (the
 * Einblick builder's „Livestream einer Messe“, docs/einblick.md). Its query parameter is the
 * attribute of <oabat-livestream>. Logging in to vote or chat happens in the portal (a new tab).
 */
export function LivestreamEmbedPage() {
  return (
    <WidgetEmbedPage
      title="Livestream"
      description="Ein Livestream einer Ausbildungsmesse auf oabat."
      canonicalPath="/"
      attributes={livestreamAttributes}
    >
      {(values) => <LivestreamWidget apiBase={API_BASE} portalUrl={portalOrigin()} livestreamId={values.livestream} />}
    </WidgetEmbedPage>
  )
}
