import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** FAQ: each question opens its answer (native <details>: keyboard and screen readers for free). */
export function FaqBlock({ block }: { block: BlockOf<'faq'> }) {
  return (
    <>
      <BlockTitle title={block.title ?? 'Häufige Fragen'} />
      <div className="content-block__faq">
        {block.items.map((item) => (
          <details key={item.question} className="content-block__faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  )
}
