import type { ContentPageBlock } from '@oabat/core'
import { BusinessListBlock } from './blocks/business-list-block.tsx'
import { ConsentButtonBlock } from './blocks/consent-button-block.tsx'
import { FaqBlock } from './blocks/faq-block.tsx'
import { FeatureTableBlock } from './blocks/feature-table-block.tsx'
import { GalleryBlock } from './blocks/gallery-block.tsx'
import { JobListBlock } from './blocks/job-list-block.tsx'
import { PartnerCardBlock } from './blocks/partner-card-block.tsx'
import { PersonBlock } from './blocks/person-block.tsx'
import { PricingBlock } from './blocks/pricing-block.tsx'
import { RegionEventsBlock } from './blocks/region-events-block.tsx'
import { RichTextBlock } from './blocks/rich-text-block.tsx'

/** One block of a content page: the settings the server checked, shown as its component or widget. */
function Block({ block }: { block: ContentPageBlock }) {
  switch (block.type) {
    case 'rich_text':
      return <RichTextBlock block={block} />
    case 'faq':
      return <FaqBlock block={block} />
    case 'person':
      return <PersonBlock block={block} />
    case 'partner_card':
      return <PartnerCardBlock block={block} />
    case 'gallery':
      return <GalleryBlock block={block} />
    case 'feature_table':
      return <FeatureTableBlock block={block} />
    case 'pricing':
      return <PricingBlock block={block} />
    case 'job_list':
      return <JobListBlock block={block} />
    case 'business_list':
      return <BusinessListBlock block={block} />
    case 'region_events':
      return <RegionEventsBlock block={block} />
    case 'consent_button':
      return <ConsentButtonBlock block={block} />
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentPageBlock[] }) {
  return (
    <div className="content-page__blocks">
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is the page's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes with a new version of the page
        <section key={index} className={`content-block content-block--${block.type}`}>
          <Block block={block} />
        </section>
      ))}
    </div>
  )
}
