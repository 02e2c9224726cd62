import type { BlockOf } from './block-of.ts'

/** A partner: logo, name and text, linked to the partner's site when there is one. */
export function PartnerCardBlock({ block }: { block: BlockOf<'partner_card'> }) {
  const external = block.url?.startsWith('http')
  return (
    <div className="content-block__partner">
      {block.logo_url ? <img className="content-block__partner-logo" src={block.logo_url} alt="" height={64} /> : null}
      <div>
        <h2 className="content-block__title">
          {block.url ? (
            <a href={block.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {block.name}
            </a>
          ) : (
            block.name
          )}
        </h2>
        {block.text ? <p>{block.text}</p> : null}
      </div>
    </div>
  )
}
