import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** A gallery: images in a grid, each with the text that says what it shows. */
export function GalleryBlock({ block }: { block: BlockOf<'gallery'> }) {
  return (
    <>
      <BlockTitle title={block.title} />
      <ul className="content-block__gallery">
        {block.images.map((image) => (
          <li key={image.url}>
            <img src={image.url} alt={image.alt} loading="lazy" width={320} height={240} />
          </li>
        ))}
      </ul>
    </>
  )
}
