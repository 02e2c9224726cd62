import { EMBED_KIND_LABELS, EMBED_ORIGIN_DAYS, type Embed } from '@oabat/core'
import { Button, buttonClassName, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { EINBLICK_INTRO, einblickEditPath } from './einblick-paths.ts'
import './einblick.css'

const EMPTY = {}

/** SPEC §2 /betrieb/einblick: the company's embeds, each with „Bearbeiten“ and „Löschen“ (docs/einblick.md). */
export function EinblickPage() {
  const embeds = useApi('embeds', EMPTY)
  const themes = useApi('themes', EMPTY)
  const [deleting, setDeleting] = useState<Embed | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const themeName = (id: number | null) =>
    id === null ? 'Standard-Aussehen' : (themes.data?.data.find((theme) => theme.id === id)?.name ?? 'Theme')
  const list = embeds.data?.data ?? []
  return (
    <AreaPage eyebrow="Dein Betrieb" title="Einblick" intro={EINBLICK_INTRO}>
      {status && (
        <Notice tone="success" title="Gelöscht">
          {status}
        </Notice>
      )}
      <Card as="section" className="area-card einblick" aria-labelledby="einblick-list-title">
        <div className="einblick__head">
          <h2 id="einblick-list-title">Deine Einbindungen</h2>
          <Link href={einblickEditPath(null)} className={buttonClassName({ design: 'primary' })}>
            Neue Einbindung erstellen
          </Link>
        </div>
        {embeds.error ? (
          <LoadError subject="Die Liste Deiner Einbindungen" error={embeds.error} onRetry={() => embeds.mutate()} />
        ) : !embeds.data ? (
          <Skeleton lines={3} label="Einbindungen werden geladen …" />
        ) : list.length === 0 ? (
          <p className="area-card__muted">
            Du hast noch keine Einbindung. Erstelle eine, um Deine Stellen, eine einzelne Stelle oder den Chat-Button
            auf Deiner eigenen Webseite zu zeigen.
          </p>
        ) : (
          <ul className="einblick__list">
            {list.map((embed) => (
              <li key={embed.id} className="einblick__item">
                <div>
                  <strong>{embed.name}</strong>
                  <span className="area-card__muted">
                    {EMBED_KIND_LABELS[embed.kind]} · {themeName(embed.theme_id)}
                  </span>
                </div>
                <div className="einblick__actions">
                  <Link
                    href={einblickEditPath(embed.id)}
                    className={buttonClassName({ design: 'secondary-flat', size: 'small' })}
                  >
                    Bearbeiten<span className="visually-hidden"> ({embed.name})</span>
                  </Link>
                  <Button design="flat" size="small" onClick={() => setDeleting(embed)}>
                    Löschen<span className="visually-hidden"> ({embed.name})</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <EmbedOrigins />
      <DeleteEmbedDialog
        embed={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async (name) => {
          setDeleting(null)
          setStatus(`Die Einbindung „${name}“ wurde gelöscht.`)
          await embeds.mutate()
        }}
      />
    </AreaPage>
  )
}

function DeleteEmbedDialog(props: { embed: Embed | null; onClose: () => void; onDeleted: (name: string) => void }) {
  const { embed, onClose, onDeleted } = props
  return (
    <ConfirmDeleteDialog
      open={embed !== null}
      title="Einbindung löschen?"
      onClose={onClose}
      remove={() => api('deleteEmbed', { params: { id: embed?.id ?? 0 } })}
      onDeleted={() => onDeleted(embed?.name ?? '')}
    >
      {embed && (
        <p>
          „{embed.name}“ verschwindet aus dieser Liste. Wo Du ihren Code schon eingefügt hast, zeigt er weiter Deine
          Inhalte, bis Du ihn dort entfernst.
        </p>
      )}
    </ConfirmDeleteDialog>
  )
}

/**
 * „Wo Deine Einbettungen laufen“ (issue #15 item 3): the web sites (origins only) where the company's
 * embeds loaded in the last days, counted on the server from the widgets' requests (docs/einblick.md).
 */
function EmbedOrigins() {
  const origins = useApi('embedOrigins', EMPTY)
  const list = origins.data?.data ?? []
  return (
    <Card as="section" className="area-card einblick" aria-labelledby="einblick-origins-title">
      <h2 id="einblick-origins-title">Wo Deine Einbettungen laufen</h2>
      <p className="area-card__muted">
        Webseiten, auf denen Deine Einbindungen in den letzten {EMBED_ORIGIN_DAYS} Tagen geladen wurden, mit den
        Aufrufen Deiner Stellen und den Anfragen, die darüber kamen. Gezählt wird nur die Adresse der Webseite, nie wer
        sie besucht.
      </p>
      {origins.error ? (
        <LoadError subject="Die Liste der Webseiten" error={origins.error} onRetry={() => origins.mutate()} />
      ) : !origins.data ? (
        <Skeleton lines={3} label="Webseiten werden geladen …" />
      ) : list.length === 0 ? (
        <p>Noch keine Webseite: Sobald Dein Code auf einer Webseite geladen wird, erscheint sie hier.</p>
      ) : (
        <table className="einblick__table">
          <thead>
            <tr>
              <th scope="col">Webseite</th>
              <th scope="col">Zuerst gesehen</th>
              <th scope="col">Zuletzt gesehen</th>
              <th scope="col">Aufrufe</th>
              <th scope="col">Stellenaufrufe</th>
              <th scope="col">Anfragen</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.origin}>
                <th scope="row">{row.origin}</th>
                <td>{formatDate(row.first_seen)}</td>
                <td>{formatDate(row.last_seen)}</td>
                <td>{row.loads}</td>
                <td>{row.job_views}</td>
                <td>{row.interests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
