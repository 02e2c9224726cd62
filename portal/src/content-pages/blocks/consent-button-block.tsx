import { ConsentBanner } from '@oabat/widgets'
import { API_BASE } from '../../api/api-client.ts'
import type { BlockOf } from './block-of.ts'

/** The cookie consent button is <oabat-consent mode=button>: it opens the banner again to change the choice. */
export function ConsentButtonBlock({ block }: { block: BlockOf<'consent_button'> }) {
  return (
    <div className="content-block__consent">
      {block.text ? <p>{block.text}</p> : null}
      <ConsentBanner apiBase={API_BASE} mode="button" privacyUrl="/datenschutz" />
    </div>
  )
}
