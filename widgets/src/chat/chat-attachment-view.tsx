import type { ChatFile, Image } from '@oabat/core'
import { useRef, useState } from 'react'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import attachmentCss from './chat-attachment.css?inline'
import { downloadChatFile, formatFileSize } from './chat-uploads.ts'

const styles = [attachmentCss] as const

function ChatPicture({
  apiBase,
  image,
  size,
  alt,
}: {
  apiBase: string
  image: Image
  size: 'small' | 'large'
  alt: string
}) {
  const urls = image.urls[size]
  const { width, height } = image.sizes[size]
  return (
    <picture>
      <source type="image/avif" srcSet={`${apiBase}${urls.avif}`} />
      <source type="image/webp" srcSet={`${apiBase}${urls.webp}`} />
      <img src={`${apiBase}${urls.jpg}`} alt={alt} width={width} height={height} decoding="async" />
    </picture>
  )
}

/** A sent picture: a thumbnail that opens the large variant in a modal dialog (Escape closes it). */
export function ChatImage({ apiBase, image }: { apiBase: string; image: Image }) {
  const ref = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  useWidgetStyles(ref, styles)
  return (
    <div ref={ref} className="oabat-chat-attachment">
      <button
        type="button"
        className="oabat-chat-attachment__thumb"
        aria-label={`Foto ${image.file_name} groß anzeigen`}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="chat-image"
      >
        <ChatPicture apiBase={apiBase} image={image} size="small" alt="" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the dialog with Escape or its button */}
      <dialog
        ref={dialog}
        className="oabat-chat-attachment__dialog"
        aria-label={`Foto ${image.file_name}`}
        // A click on the backdrop (the dialog element itself, outside the picture) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close()
        }}
      >
        <ChatPicture apiBase={apiBase} image={image} size="large" alt={image.file_name} />
        <form method="dialog">
          <button type="submit" className="oabat-chat-attachment__close">
            Schließen
          </button>
        </form>
      </dialog>
    </div>
  )
}

/** A sent file: its name and size, and a button that downloads it (GET /api/file/{id} with the token). */
export function ChatFileLink({ apiBase, token, file }: { apiBase: string; token: string; file: ChatFile }) {
  const ref = useRef<HTMLDivElement>(null)
  useWidgetStyles(ref, styles)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function download() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await downloadChatFile(apiBase, token, file)
    } catch (cause) {
      setError((cause as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div ref={ref} className="oabat-chat-attachment oabat-chat-attachment--file">
      <button
        type="button"
        className="oabat-chat-attachment__file"
        onClick={() => void download()}
        aria-disabled={busy}
        data-testid="chat-file"
      >
        <span className="oabat-chat-attachment__icon" aria-hidden="true">
          {file.mime_type === 'application/pdf' ? 'PDF' : file.mime_type.startsWith('image/') ? 'BILD' : 'DOC'}
        </span>
        <span className="oabat-chat-attachment__name">{file.original_filename}</span>
        <span className="oabat-chat-attachment__size">
          {busy ? 'Wird geladen …' : `${formatFileSize(file.size)} · Herunterladen`}
        </span>
      </button>
      {error && (
        <p className="oabat-chat-attachment__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The attachment of a message, if it has one that is still there. */
export function ChatMessageAttachment({
  apiBase,
  token,
  message,
}: {
  apiBase: string
  token: string
  message: { image: Image | null; file: ChatFile | null }
}) {
  if (message.image) return <ChatImage apiBase={apiBase} image={message.image} />
  if (message.file) return <ChatFileLink apiBase={apiBase} token={token} file={message.file} />
  return null
}
