import { Button } from '@oabat/ui'
import { useEffect, useId, useRef } from 'react'

/** The toolbar's commands: only markup the server keeps (docs/content-pages.md, rich text). */
const COMMANDS: ReadonlyArray<{ label: string; command: string; value?: string }> = [
  { label: 'Überschrift', command: 'formatBlock', value: 'h2' },
  { label: 'Zwischenüberschrift', command: 'formatBlock', value: 'h3' },
  { label: 'Absatz', command: 'formatBlock', value: 'p' },
  { label: 'Fett', command: 'bold' },
  { label: 'Kursiv', command: 'italic' },
  { label: 'Liste', command: 'insertUnorderedList' },
  { label: 'Nummerierte Liste', command: 'insertOrderedList' },
  { label: 'Zitat', command: 'formatBlock', value: 'blockquote' },
]

/**
 * A small rich-text field for article bodies: the browser's editable HTML with a toolbar. It only
 * produces headings, paragraphs, emphasis, lists, quotes and links; whatever else arrives (pasted
 * markup) is dropped by the server's sanitiser when the article is saved.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
}: {
  label: string
  /** The HTML to start with; the field is uncontrolled afterwards (remount it to reset). */
  initialHtml: string
  onChange: (html: string) => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  const labelId = useId()
  // Only the first value: typing must not reset the caret (remount the field to reset it).
  const initial = useRef(initialHtml)
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initial.current
  }, [])
  const run = (command: string, value?: string) => {
    ref.current?.focus()
    document.execCommand(command, false, value)
    if (ref.current) onChange(ref.current.innerHTML)
  }
  const link = () => {
    const url = window.prompt('Adresse des Links (https://…)')
    if (url && /^(https?:\/\/|mailto:|tel:|\/)/.test(url.trim())) run('createLink', url.trim())
  }
  return (
    <div className="article-editor__field">
      <p id={labelId} className="oabat-ui-text-field__label">
        {label}
      </p>
      <div className="article-editor__toolbar" role="toolbar" aria-label="Textformat">
        {COMMANDS.map((item) => (
          <Button
            key={item.label}
            type="button"
            design="flat"
            size="small"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(item.command, item.value)}
          >
            {item.label}
          </Button>
        ))}
        <Button type="button" design="flat" size="small" onMouseDown={(e) => e.preventDefault()} onClick={link}>
          Link
        </Button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element */}
      <div
        ref={ref}
        className="article-editor__body content-block__rich-text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={0}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  )
}
