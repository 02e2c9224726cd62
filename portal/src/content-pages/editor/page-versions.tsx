import type { AdminContentPage, ContentPageVersion } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useEffect, useState } from 'react'
import { api } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx'
import { formatDateTime } from '../../components/format.ts'
import { LoadError } from '../../components/load-error.tsx'
import { Skeleton } from '../../components/skeleton.tsx'

/**
 * The published versions of a page, newest first, each one restorable: the old content goes live
 * again as a new version and becomes the draft (docs/content-pages.md, "Versions"). History only grows,
 * so a restore is itself undone by restoring the version before it.
 */
export function PageVersions({
  page,
  hasUnsavedWork,
  onRestored,
}: {
  page: AdminContentPage
  hasUnsavedWork: boolean
  onRestored: (page: AdminContentPage, version: number) => void
}) {
  const { data, error, mutate } = useApi('contentPageVersions', { params: { id: page.id } })
  const [restoring, setRestoring] = useState<ContentPageVersion | null>(null)
  // A publish or restore in the editor makes a new version: the list follows.
  useEffect(() => {
    if (page.published_version !== null) void mutate()
  }, [page.published_version, mutate])

  return (
    <section className="block-editor__section" aria-labelledby="page-versions">
      <h2 id="page-versions">Fassungen</h2>
      {error ? <LoadError subject="Die Fassungen" plural error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={2} label="Fassungen werden geladen …" /> : null}
      {data && data.data.length === 0 ? (
        <p className="block-editor__empty">Noch nichts veröffentlicht. Jede Veröffentlichung wird hier aufbewahrt.</p>
      ) : null}
      {data && data.data.length > 0 ? (
        <ol className="block-editor__versions">
          {data.data.map((version) => (
            <li key={version.version}>
              <span>
                <strong>Fassung {version.version}</strong> – „{version.content.title}“, veröffentlicht am{' '}
                {formatDateTime(version.published_at)}
                {version.is_live ? ' (ist online)' : ''}
              </span>
              {version.is_live ? null : (
                <Button
                  type="button"
                  design="flat"
                  size="small"
                  aria-label={`Fassung ${version.version} wiederherstellen`}
                  onClick={() => setRestoring(version)}
                >
                  Wiederherstellen
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmDeleteDialog
        open={restoring !== null}
        title={`Fassung ${restoring?.version ?? ''} wiederherstellen?`}
        confirmLabel="Wiederherstellen"
        pendingLabel="Wird wiederhergestellt …"
        onClose={() => setRestoring(null)}
        remove={() => api('restoreContentPageVersion', { params: { id: page.id, version: restoring?.version ?? 0 } })}
        onDeleted={(answer) => {
          const version = restoring?.version ?? 0
          setRestoring(null)
          onRestored(answer.data, version)
        }}
      >
        Fassung {restoring?.version} geht sofort wieder online, als neue Fassung, und wird der Entwurf.
        {hasUnsavedWork || page.has_unpublished_changes
          ? ' Der bisherige Entwurf mit seinen nicht veröffentlichten Änderungen wird dabei ersetzt.'
          : ''}{' '}
        Die anderen Fassungen bleiben erhalten.
      </ConfirmDeleteDialog>
    </section>
  )
}
