import { chatTextSegments } from '@oabat/core'

/** A message text as text nodes and links (SPEC §5: tags removed, no links for e-mail addresses or dates), never as HTML. */
export function ChatMessageText({ text }: { text: string }) {
  return (
    <>
      {chatTextSegments(text).map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  )
}
