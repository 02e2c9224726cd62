import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** Pricing: the packages side by side, each with price, features and its button. */
export function PricingBlock({ block }: { block: BlockOf<'pricing'> }) {
  return (
    <>
      <BlockTitle title={block.title} />
      <ul className="content-block__pricing">
        {block.plans.map((plan) => (
          <li key={plan.name} className="content-block__plan">
            <h3>{plan.name}</h3>
            <p className="content-block__price">
              {plan.price}
              {plan.period ? <span className="content-block__muted"> {plan.period}</span> : null}
            </p>
            {plan.features.length > 0 ? (
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
            {plan.cta_url ? (
              <a className="oabat-ui-button oabat-ui-button--primary" href={plan.cta_url}>
                {plan.cta_label ?? 'Jetzt anfragen'}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}
