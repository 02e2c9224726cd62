import { openAuthDialog } from '@oabat/core'
import { Button, Card } from '@oabat/ui'
import { useMemo } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { ChatView } from './chat-view.tsx'

/**
 * The business page's chat (SPEC §2 /betriebe/{slug}?chat): the conversation with this business,
 * or a new one that starts with the first message. Guests are asked to log in.
 */
export function BusinessChat({ slug, name }: { slug: string; name: string }) {
  const { user, token, status } = useAuth()
  const target = useMemo(() => ({ kind: 'business' as const, slug }), [slug])
  return (
    <Card as="section" className="business-chat" aria-labelledby="business-chat-title">
      <h2 id="business-chat-title">Chat mit {name}</h2>
      {user && token ? (
        <ChatView user={user} token={token} target={target} single />
      ) : status === 'checking' ? (
        <p>Chat wird geladen …</p>
      ) : (
        <div className="business-chat__login">
          <p>Melde Dich an, um {name} zu schreiben.</p>
          <Button onClick={() => openAuthDialog({ redirect: false })}>Anmelden</Button>
        </div>
      )}
    </Card>
  )
}
