import type { ContactPageKind } from '@oabat/core'
import { ContactForm } from '../../components/contact-form.tsx'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

const DEFAULT_TITLE = 'Schreib uns'

/** The label of the message field: the idea form asks for the idea. */
const MESSAGE_LABEL: Record<ContactPageKind, string> = { kontakt: 'Deine Nachricht', idee: 'Deine Idee' }

/**
 * The contact form on a content page. Without `kind` it posts with context `seite` and the page's
 * path; with `kind` it is the form of /kontakt (with phone) or /idee and sends exactly what those
 * pages always sent (docs/contact.md).
 */
export function ContactFormBlock({ block, pagePath }: { block: BlockOf<'contact_form'>; pagePath: string }) {
  const title = block.title ?? DEFAULT_TITLE
  const form = block.kind
    ? { context: block.kind, messageLabel: MESSAGE_LABEL[block.kind], withPhone: block.kind === 'kontakt' }
    : { context: 'seite' as const, page: pagePath, messageLabel: MESSAGE_LABEL.kontakt, withPhone: true }
  return (
    <>
      <BlockTitle title={title} />
      {block.intro ? <p>{block.intro}</p> : null}
      <div className="content-block__contact-form">
        <ContactForm label={title} {...form} />
      </div>
    </>
  )
}
