import { Notice } from '@oabat/ui'
import { EmbedFrame } from './embed-frame.tsx'

/** An embed whose business or job does not exist: a short German note instead of the portal's error page. */
export function EmbedNotFound({ text }: { text: string }) {
  return (
    <EmbedFrame title="Nicht gefunden">
      <Notice title="Nicht gefunden">{text}</Notice>
    </EmbedFrame>
  )
}
