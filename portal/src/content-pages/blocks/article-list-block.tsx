import { NewestArticles } from '../../articles/article-list.tsx'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

/** The article list: the newest published articles (loaded with the page on the server, docs/articles.md). */
export function ArticleListBlock({ block }: { block: BlockOf<'article_list'> }) {
  return (
    <>
      <BlockTitle title={block.title ?? 'Artikel'} />
      <NewestArticles limit={block.limit} />
    </>
  )
}
