/**
 * What the chat tests share: JSON calls against the file's test server, sending a chat message, and a
 * user's private chat channel over the real pusher-js client (disconnected again after the file).
 */
import type { AuthToken, ChatMessage } from '@oabat/core'
import { afterAll } from 'vitest'
import { request } from '../accounts/account-test-support.ts'
import {
  connected,
  disconnected,
  type PusherClient,
  pusherClient,
  subscribed,
} from '../realtime/testing/pusher-clients.ts'
import type { TestServer } from '../test-support/test-server.ts'

/** An API answer: the data and, on refusal, the German message and field errors. */
export type Answer<T> = T & { message?: string; errors?: Record<string, string[]> }

/** Call at the top of a test file, after `useTestServer()`. */
export function useChatTestKit(server: () => TestServer) {
  const clients: PusherClient[] = []
  afterAll(async () => {
    await Promise.all(clients.map(disconnected))
  })

  function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
    return server().json<Answer<T>>(path, request(method, body, token))
  }

  const send = (body: Record<string, unknown>, token: string) =>
    call<{ data: ChatMessage }>('POST', '/api/chat/messages/', body, token)

  /** The user's private chat channel (`private-chatmessage.{id}`), subscribed. */
  async function chatChannel(login: AuthToken) {
    const client = await connected(
      pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }, login.token),
    )
    clients.push(client)
    return subscribed(client.subscribe(`private-chatmessage.${login.user.id}`))
  }

  return { call, send, chatChannel }
}
