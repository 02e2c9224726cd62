import { AreaPage } from '../areas/area-page.tsx'
import { ChannelEvents } from '../events/channel-events.tsx'
import { ChannelMaterials } from './channel-materials.tsx'
import { ChannelPosts } from './channel-posts.tsx'
import { useOwnRegion } from './use-own-region.ts'

/** SPEC §2 /region/plattform (Channelinhalte): events, posts and materials of the region's channel. */
export function RegionContentPage() {
  const region = useOwnRegion()
  if (!region) return null
  return (
    <AreaPage
      eyebrow={region.name}
      title="Channelinhalte"
      intro="Events, Beiträge und Materialien in Eurem Channel. Sie erscheinen auf Eurer Regionsseite."
    >
      <div className="area-page__grid">
        <ChannelEvents channel={region.channel.slug} />
        <ChannelPosts author={region.slug} authorType="region" />
        <ChannelMaterials channel={region.channel.slug} />
      </div>
    </AreaPage>
  )
}
