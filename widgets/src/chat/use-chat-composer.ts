import { type KeyboardEvent, useRef, useState } from 'react'
import { type ChatAttachment, uploadChatAttachment } from './chat-uploads.ts'

export interface ChatComposerOptions {
  /** Origin of the oabat API ('' for the page's own); uploads go there with the bearer token. */
  apiBase: string
  token: string
  onSend: (body: string, attachment: ChatAttachment | null) => Promise<unknown>
  /** Every keystroke in the draft (the partner sees „… schreibt“). */
  onTyped: () => void
}

/**
 * The chat composer's behaviour, shared by the portal's chat and the <oabat-chat> widget (each
 * with its own markup): one attachment uploaded as soon as it is picked, a trimmed text or an
 * attachment to send, Enter sends and Shift+Enter breaks the line, and the server's German
 * message when an upload or a send fails. The draft stays when sending fails.
 */
export function useChatComposer({ apiBase, token, onSend, onTyped }: ChatComposerOptions) {
  const [draft, setDraft] = useState('')
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null)
  const [uploading, setUploading] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const picker = useRef<HTMLInputElement>(null)

  async function pick(files: FileList | null) {
    const picked = files?.[0]
    // Cleared at once, so picking the same file again after removing it uploads it again.
    if (picker.current) picker.current.value = ''
    if (!picked) return
    setUploading(true)
    setError(null)
    try {
      setAttachment(await uploadChatAttachment(apiBase, token, picked))
    } catch (cause) {
      // The server's German message: too large, not a supported type, …
      setError((cause as Error).message)
    } finally {
      setUploading(false)
    }
  }

  async function submit(event?: { preventDefault(): void }) {
    event?.preventDefault()
    const body = draft.trim()
    if ((!body && !attachment) || sending || uploading) return
    setSending(true)
    setError(null)
    try {
      await onSend(body, attachment)
      setDraft('')
      setAttachment(null)
    } catch (cause) {
      setError((cause as Error).message || 'Die Nachricht konnte nicht gesendet werden.')
    } finally {
      setSending(false)
    }
  }

  return {
    draft,
    attachment,
    uploading,
    sending,
    error,
    /** The hidden file input; the attach button clicks it. */
    picker,
    pick,
    submit,
    /** Nothing to send yet, or a send or upload is under way. */
    blocked: sending || uploading || (draft.trim() === '' && !attachment),
    type(value: string) {
      setDraft(value)
      onTyped()
    },
    removeAttachment: () => setAttachment(null),
    /** Enter sends, Shift+Enter breaks the line. */
    sendOnEnter(event: KeyboardEvent) {
      if (event.key === 'Enter' && !event.shiftKey) void submit(event)
    },
  }
}
