import { type ChatConversation, chatRealtime } from '@oabat/core'
import { Button, Dialog, Notice } from '@oabat/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { API_BASE, api } from '../api/api-client.ts'
import { useAuth } from '../auth/use-auth.ts'
import type { OpenConversation } from './chat-state.ts'
import './conversation-block.css'

export interface ConversationBlock {
  /** Nobody can send while this is true: the composer is hidden and `notice` shows instead. */
  blocked: boolean
  /** „Blockieren“ / „Blockierung aufheben“ for the conversation header (nothing for a dummy). */
  action: ReactNode
  /** What replaces the composer while blocked. */
  notice: ReactNode
}

/**
 * Block state per conversation (SPEC §4 Chat conversation): either participant may block, only the
 * blocker may lift it; both ask for confirmation first. The state follows the loaded conversation
 * and the answers of POST/DELETE /api/chat/conversations/{id}/block.
 */
export function useConversationBlock(open: OpenConversation, partnerName: string): ConversationBlock {
  const conversation = open.dummy ? null : open.conversation
  const [state, setState] = useState<Pick<ChatConversation, 'is_blocked' | 'blocked_by_me'> | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const id = conversation?.id
  const loadedBlocked = conversation?.is_blocked ?? false
  const loadedByMe = conversation?.blocked_by_me ?? false

  const { user, token } = useAuth()
  const userId = user?.id

  // The other side blocks or lifts it: ConversationUpdated on the own channel (the chat's one connection).
  useEffect(() => {
    if (id === undefined || userId === undefined || !token) return
    let unbind: (() => void) | undefined
    let live = true
    api('chatRealtime', {})
      .then(({ key }) => chatRealtime({ apiBase: API_BASE, key, token, userId }))
      .then((connection) => {
        if (!live) return
        unbind = connection.bind('ConversationUpdated', (data) => {
          const change = data as { conversation_id: number; is_blocked: boolean; blocked_by_me: boolean }
          if (change.conversation_id !== id) return
          setState({ is_blocked: change.is_blocked, blocked_by_me: change.blocked_by_me })
          // A dialog still open asks about a state that no longer holds.
          setConfirming(false)
        })
      })
      // Without the live connection the state still follows loads and own actions.
      .catch(() => {})
    return () => {
      live = false
      unbind?.()
    }
  }, [id, userId, token])

  // A newly opened or reloaded conversation brings its own state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when another conversation opens or reloads
  useEffect(() => {
    setState(null)
    setConfirming(false)
    setError(null)
  }, [id, loadedBlocked, loadedByMe])

  if (!conversation) return { blocked: false, action: null, notice: null }
  const blocked = state?.is_blocked ?? conversation.is_blocked
  const byMe = state?.blocked_by_me ?? conversation.blocked_by_me

  async function change() {
    if (!conversation) return
    setBusy(true)
    setError(null)
    try {
      const params = { conversationId: conversation.id }
      const answer = blocked ? await api('chatUnblock', { params }) : await api('chatBlock', { params })
      setState({ is_blocked: answer.data.is_blocked, blocked_by_me: answer.data.blocked_by_me })
      setConfirming(false)
    } catch (cause) {
      setError((cause as Error).message || 'Das hat nicht geklappt. Bitte versuche es noch einmal.')
    } finally {
      setBusy(false)
    }
  }

  const canAct = !blocked || byMe
  const action = canAct ? (
    <>
      <Button
        design="secondary"
        size="small"
        className="chat-block__toggle"
        onClick={() => {
          setError(null)
          setConfirming(true)
        }}
      >
        {blocked ? 'Blockierung aufheben' : 'Blockieren'}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={blocked ? 'Blockierung aufheben?' : `${partnerName} blockieren?`}
        actions={
          <>
            <Button design="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Abbrechen
            </Button>
            <Button onClick={() => void change()} disabled={busy}>
              {busy ? 'Einen Moment …' : blocked ? 'Blockierung aufheben' : 'Blockieren'}
            </Button>
          </>
        }
      >
        <p>
          {blocked
            ? `Danach könnt Ihr Euch wieder Nachrichten schreiben.`
            : `Solange die Unterhaltung blockiert ist, kann niemand hineinschreiben – auch Du nicht. Die bisherigen Nachrichten bleiben erhalten, und Du kannst die Blockierung jederzeit aufheben.`}
        </p>
        {error && (
          <Notice tone="error" title="Das hat nicht geklappt.">
            {error}
          </Notice>
        )}
      </Dialog>
    </>
  ) : null

  const notice = blocked ? (
    <Notice tone="info" className="chat-block__notice" title="Diese Unterhaltung ist blockiert.">
      {byMe
        ? 'Du hast sie blockiert. Hebe die Blockierung auf, um wieder Nachrichten zu schreiben.'
        : `${partnerName} hat die Unterhaltung blockiert. Du kannst keine Nachrichten mehr senden.`}
    </Notice>
  ) : null

  return { blocked, action, notice }
}
