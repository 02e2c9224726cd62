import { campaignPath } from '@oabat/core'
import type { CampaignTeaser } from '@oabat/core/contract'
import { useApi } from '../../api/use-api.ts'
import { ResponsivePicture } from '../../media/responsive-picture.tsx'
import type { BlockOf } from './block-of.ts'

/** `utm_source` of the button when the block names none. */
const DEFAULT_SOURCE = 'inhaltsseite'

/**
 * The campaign block (docs/admin.md „Kampagnen“): the teaser of a running campaign, loaded with the
 * page on the server. The button's link carries the campaign, the block's source and the medium
 * `web`; it is a plain link, so the landing page starts a new visit that the tracker files under
 * the campaign. A campaign outside its period (or gone) shows nothing.
 */
export function CampaignBlock({ block }: { block: BlockOf<'campaign'> }) {
  const { data } = useApi('campaignTeaser', { params: { slug: block.campaign } })
  if (!data) return null
  return <CampaignTeaserCard teaser={data.data} href={campaignPath(data.data, block.source ?? DEFAULT_SOURCE, 'web')} />
}

/** A campaign's teaser: image, title, text and the button; also its preview on the admin's pages. */
export function CampaignTeaserCard({ teaser, href }: { teaser: CampaignTeaser; href: string }) {
  return (
    <div className="content-block__campaign" data-campaign={teaser.slug}>
      {teaser.image ? (
        <ResponsivePicture image={teaser.image} className="content-block__campaign-image" alt="" />
      ) : null}
      <div className="content-block__campaign-body">
        <h2 className="content-block__title">{teaser.title}</h2>
        {teaser.text ? <p>{teaser.text}</p> : null}
        <a className="oabat-ui-button oabat-ui-button--primary" href={href}>
          {teaser.cta_label}
        </a>
      </div>
    </div>
  )
}
