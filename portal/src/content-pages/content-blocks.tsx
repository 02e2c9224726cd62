import type { ContentPageBlock } from '@oabat/core'
import { ArticleListBlock } from './blocks/article-list-block.tsx'
import { BusinessListBlock } from './blocks/business-list-block.tsx'
import { CampaignBlock } from './blocks/campaign-block.tsx'
import { ConsentButtonBlock } from './blocks/consent-button-block.tsx'
import { ContactFormBlock } from './blocks/contact-form-block.tsx'
import { FaqBlock } from './blocks/faq-block.tsx'
import { FeatureTableBlock } from './blocks/feature-table-block.tsx'
import { GalleryBlock } from './blocks/gallery-block.tsx'
import { JobCardsBlock } from './blocks/job-cards-block.tsx'
import { JobListBlock } from './blocks/job-list-block.tsx'
import { PartnerCardBlock } from './blocks/partner-card-block.tsx'
import { PersonBlock } from './blocks/person-block.tsx'
import { PricingBlock } from './blocks/pricing-block.tsx'
import { RegionEventsBlock } from './blocks/region-events-block.tsx'
import { RegistrationBlock } from './blocks/registration-block.tsx'
import { RichTextBlock } from './blocks/rich-text-block.tsx'
import { SchoolsBlock } from './blocks/schools-block.tsx'
import { SlotFormBlock } from './blocks/slot-form-block.tsx'

/** One block of a content page: the settings the server checked, shown as its component or widget. */
function Block({ block, pagePath }: { block: ContentPageBlock; pagePath: string }) {
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
    case 'contact_form':
      return <ContactFormBlock block={block} pagePath={pagePath} />
    case 'job_cards':
      return <JobCardsBlock block={block} />
    case 'schools':
      return <SchoolsBlock block={block} />
    case 'registration':
      return <RegistrationBlock block={block} />
    case 'article_list':
      return <ArticleListBlock block={block} />
    case 'slot_form':
      return <SlotFormBlock block={block} />
    case 'campaign':
      return <CampaignBlock block={block} />
  }
}

/** The page's blocks; `pagePath` tells a contact form block where its messages come from. */
export function ContentBlocks({ blocks, pagePath }: { blocks: readonly ContentPageBlock[]; pagePath: string }) {
  return (
    <div className="content-page__blocks">
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is the page's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes with a new version of the page
        <section key={index} className={`content-block content-block--${block.type}`}>
          <Block block={block} pagePath={pagePath} />
        </section>
      ))}
    </div>
  )
}
