import { ContactForm } from '../../components/contact-form.tsx'
import type { BlockOf } from './block-of.ts'
import { BlockTitle } from './block-title.tsx'

const DEFAULT_TITLE = 'Schreib uns'

/** The contact form of /kontakt on a content page: it posts with context `seite` and the page's path. */
export function ContactFormBlock({ block, pagePath }: { block: BlockOf<'contact_form'>; pagePath: string }) {
  const title = block.title ?? DEFAULT_TITLE
  return (
    <>
      <BlockTitle title={title} />
      {block.intro ? <p>{block.intro}</p> : null}
      <div className="content-block__contact-form">
        <ContactForm context="seite" page={pagePath} label={title} messageLabel="Deine Nachricht" withPhone />
      </div>
    </>
  )
}
