import type { Livestream, LivestreamReaction } from '@oabat/core'
import { Card } from '@oabat/ui'
import { useEffect, useState } from 'react'
import { formatTime } from './date-input.ts'
import { useLivestreamChannel } from './livestream-channel.ts'

const KEPT = 50

interface SeenReaction extends LivestreamReaction {
  key: number
  at: string
}

let seen = 0

/** /admin/livestream/{id}/events: likes and emoji reactions as they come, the like count and the viewers. */
export function ConsoleEvents({ stream }: { stream: Livestream }) {
  const [likes, setLikes] = useState(stream.like_count)
  const [viewers, setViewers] = useState(stream.viewers)
  const [reactions, setReactions] = useState<SeenReaction[]>([])
  useEffect(() => setLikes(stream.like_count), [stream.like_count])
  useEffect(() => setViewers(stream.viewers), [stream.viewers])

  useLivestreamChannel(stream.id, (name, data) => {
    if (name === 'NewLivestreamEvent') {
      const reaction = data as LivestreamReaction
      setLikes(reaction.like_count)
      setReactions((list) => [{ ...reaction, key: ++seen, at: new Date().toISOString() }, ...list].slice(0, KEPT))
    } else if (name === 'ViewerCountChanged') {
      setViewers((data as { viewers: number }).viewers)
    }
  })

  return (
    <Card as="section" className="area-card" aria-labelledby="console-events-title">
      <h2 id="console-events-title">Reaktionen</h2>
      <dl className="admin-figures">
        <div>
          <dt>Likes</dt>
          <dd data-testid="like-count">{likes}</dd>
        </div>
        <div>
          <dt>Zuschauende</dt>
          <dd>{viewers}</dd>
        </div>
      </dl>
      {reactions.length === 0 ? (
        <p className="admin-muted">Seit dem Öffnen dieser Seite noch keine Reaktionen. Neue erscheinen hier sofort.</p>
      ) : (
        <ol className="admin-reactions" aria-live="polite" aria-label="Letzte Reaktionen">
          {reactions.map((reaction) => (
            <li key={reaction.key}>
              <span className="admin-reactions__type">{reaction.type === 'like' ? '👍 Like' : reaction.type}</span>{' '}
              <span className="admin-muted">
                {formatTime(reaction.at)}
                {reaction.chat_user_id ? ' · Gast' : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
