import { useState } from 'react'
import { formatCount } from '../shared/format.ts'
import type { FloatingReaction } from './use-livestream.ts'

interface Props {
  likeCount: number
  viewers: number
  emojis: string[]
  reactions: FloatingReaction[]
  onReact: (type: string) => Promise<void>
}

/** Viewer count, the like button with its count, the emoji reactions and those flying by. */
export function LivestreamReactions({ likeCount, viewers, emojis, reactions, onReact }: Props) {
  const [error, setError] = useState<string | null>(null)
  const react = (type: string) => {
    setError(null)
    onReact(type).catch((cause: Error) => setError(cause.message || 'Das hat nicht geklappt.'))
  }
  return (
    <div className="oabat-ls__bar-row">
      <p className="oabat-ls__viewers" part="viewers">
        <span aria-hidden="true">👁 </span>
        <span data-testid="livestream-viewers">{formatCount(viewers)}</span>{' '}
        {viewers === 1 ? 'Zuschauer' : 'Zuschauende'}
      </p>
      <div className="oabat-ls__reactions" part="reactions">
        <button type="button" className="oabat-ls__react" onClick={() => react('like')}>
          <span aria-hidden="true">❤️</span> <span className="oabat-sr-only">Gefällt mir: </span>
          <span data-testid="livestream-likes">{formatCount(likeCount)}</span>
        </button>
        {emojis.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="oabat-ls__react"
            onClick={() => react(emoji)}
            aria-label={`Reaktion ${emoji} senden`}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="oabat-ls__floating" aria-hidden="true">
        {reactions.map((reaction) => (
          <span key={reaction.key} className="oabat-ls__float">
            {reaction.type === 'like' ? '❤️' : reaction.type}
          </span>
        ))}
      </div>
      {error && (
        <p className="oabat-ls__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
