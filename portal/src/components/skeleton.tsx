import './skeleton.css'

/** Grey placeholder lines while content loads; hidden from assistive technology, which gets the label. */
export function Skeleton({ lines = 3, label = 'Wird geladen …' }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <div key={i} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  )
}
