import type { BlockOf } from './block-of.ts'

/** A person: photo, name, role, a few words and how to reach them. */
export function PersonBlock({ block }: { block: BlockOf<'person'> }) {
  return (
    <div className="content-block__person">
      {block.image_url ? (
        <img className="content-block__person-photo" src={block.image_url} alt="" width={96} height={96} />
      ) : null}
      <div>
        <h2 className="content-block__title">{block.name}</h2>
        {block.role ? <p className="content-block__muted">{block.role}</p> : null}
        {block.text ? <p>{block.text}</p> : null}
        {block.email || block.phone ? (
          <p>
            {block.email ? <a href={`mailto:${block.email}`}>{block.email}</a> : null}
            {block.email && block.phone ? ' · ' : null}
            {block.phone ? <a href={`tel:${block.phone.replace(/[^+\d]/g, '')}`}>{block.phone}</a> : null}
          </p>
        ) : null}
      </div>
    </div>
  )
}
