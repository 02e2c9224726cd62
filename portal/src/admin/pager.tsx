import { Button } from '@oabat/ui'

/** „Zurück“ and „Weiter“ through a server-paged list, with where the admin is. */
export function Pager({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null
  return (
    <nav className="admin-pager" aria-label="Seiten">
      <Button design="flat" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span>
        Seite {page} von {lastPage}
      </span>
      <Button design="flat" size="small" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Weiter
      </Button>
    </nav>
  )
}
