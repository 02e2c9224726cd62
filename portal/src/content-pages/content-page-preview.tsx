import { ApiRequestError } from '@oabat/core'
import { Notice } from '@oabat/ui'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { ContentPageView } from './content-page.tsx'
import './content-page.css'

/**
 * /admin/seiten/{id}/vorschau (admin only): the draft of a content page, shown exactly as the page
 * will look once published (docs/content-pages.md, "Preview"). Never indexed.
 */
export function ContentPagePreview({ id }: { id: string }) {
  const valid = /^[1-9]\d{0,9}$/.test(id)
  const { data, error, mutate } = useApi('adminContentPage', valid ? { params: { id: Number(id) } } : null)
  const page = data?.data
  usePageHead({ title: page ? `Vorschau: ${page.draft.title}` : 'Vorschau', description: '', canonicalPath: null })
  if (!valid || (error instanceof ApiRequestError && error.status === 404)) return <NotFoundPage />
  if (error) return <LoadError subject="Der Entwurf" error={error} onRetry={() => mutate()} />
  if (!page) return <Skeleton lines={6} label="Entwurf wird geladen …" />
  return (
    <div className="content-page-preview">
      <Notice title="Vorschau des Entwurfs">
        {page.published_version === null
          ? `Diese Seite ist noch nicht veröffentlicht. Nach dem Veröffentlichen steht sie unter ${page.path}.`
          : page.has_unpublished_changes
            ? `Veröffentlicht ist Fassung ${page.published_version}; dieser Entwurf ist noch nicht veröffentlicht.`
            : `Dieser Entwurf ist als Fassung ${page.published_version} unter ${page.path} veröffentlicht.`}
      </Notice>
      <ContentPageView
        page={{
          path: page.path,
          kind: page.kind,
          title: page.draft.title,
          intro: page.draft.intro ?? null,
          blocks: page.draft.blocks,
        }}
      />
    </div>
  )
}
