import { Button } from '@oabat/ui'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useId, useRef } from 'react'
import './rich-text-editor.css'

type Editor = NonNullable<ReturnType<typeof useEditor>>

/** The toolbar: only markup the server's sanitiser keeps (docs/content-pages.md, rich text). */
const COMMANDS: ReadonlyArray<{
  label: string
  /** Shown as pressed when the selection has it; null for commands that are no state. */
  active: ((editor: Editor) => boolean) | null
  run: (editor: Editor) => void
}> = [
  {
    label: 'Überschrift',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Zwischenüberschrift',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: 'Absatz', active: null, run: (e) => e.chain().focus().setParagraph().run() },
  { label: 'Fett', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Kursiv', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Liste', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    label: 'Nummerierte Liste',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Zitat', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
]

const LINK_TARGET = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/

/**
 * The rich-text field of the article editor and the content page editor's text block: Tiptap
 * (ProseMirror) with a toolbar. It lives in its own lazy chunk (only the editors import it, through
 * React.lazy), so public pages and widgets never load it. It produces headings, paragraphs,
 * emphasis, lists, quotes and links; the server sanitises whatever arrives all the same.
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
  const labelId = useId()
  const changed = useRef(onChange)
  changed.current = onChange
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          defaultProtocol: 'https',
          isAllowedUri: (url) => LINK_TARGET.test(url),
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: 'rich-text-editor__body content-block__rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    // An empty document is "", not "<p></p>", so an untouched field stays empty.
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  })
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      COMMANDS.map((command) => (current && command.active ? command.active(current) : null)),
  })

  const link = () => {
    if (!editor) return
    const current = editor.getAttributes('link').href as string | undefined
    const url = window.prompt('Adresse des Links (https://…); leer lassen, um den Link zu entfernen', current ?? '')
    if (url === null) return
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else if (LINK_TARGET.test(url.trim()))
      editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run()
  }

  return (
    <div className="rich-text-editor">
      <p id={labelId} className="oabat-ui-text-field__label">
        {label}
      </p>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={`Textformat: ${label}`}>
        {COMMANDS.map((command, index) => (
          <Button
            key={command.label}
            type="button"
            design="flat"
            size="small"
            disabled={!editor}
            aria-pressed={pressed?.[index] ?? undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && command.run(editor)}
          >
            {command.label}
          </Button>
        ))}
        <Button
          type="button"
          design="flat"
          size="small"
          disabled={!editor}
          onMouseDown={(event) => event.preventDefault()}
          onClick={link}
        >
          Link
        </Button>
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
