/** A block's own heading, when it has one. */
export function BlockTitle({ title }: { title: string | undefined }) {
  return title ? <h2 className="content-block__title">{title}</h2> : null
}
