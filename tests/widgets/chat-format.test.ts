/** The chat's small pure helpers: file sizes and attachment labels as shown, and merging live messages. */
import { describe, expect, test } from 'vitest'
import type { ChatMessage, Image } from '../../packages/core/src/index.ts'
import { upsertChatMessage } from '../../widgets/src/chat/chat-messages.ts'
import { chatAttachmentLabel, formatFileSize } from '../../widgets/src/chat/chat-uploads.ts'

describe('formatFileSize', () => {
  test.each([
    [0, '0 Byte'],
    [900, '900 Byte'],
    [1024, '1 KB'],
    [1500, '1 KB'],
    [245_760, '240 KB'],
    [1_468_006, '1,4 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })
})

describe('chatAttachmentLabel', () => {
  test('a picture by its name, a file by its name and size', () => {
    const image = { file_name: 'werkstueck.png' } as Image
    expect(chatAttachmentLabel({ kind: 'image', image })).toBe('Foto: werkstueck.png')
    const file = { id: 7, original_filename: 'Lebenslauf.pdf', mime_type: 'application/pdf', size: 245_760 }
    expect(chatAttachmentLabel({ kind: 'file', file })).toBe('Lebenslauf.pdf (240 KB)')
  })
})

describe('upsertChatMessage', () => {
  const message = (id: number, body = `Nachricht ${id}`) => ({ id, body }) as ChatMessage

  test('a new message lands in id order, a known one is replaced in place, nothing twice', () => {
    const list = [message(1), message(3)]
    expect(upsertChatMessage(list, message(2)).map((m) => m.id)).toEqual([1, 2, 3])
    const replaced = upsertChatMessage(list, message(3, ''))
    expect(replaced.map((m) => [m.id, m.body])).toEqual([
      [1, 'Nachricht 1'],
      [3, ''],
    ])
    // The same event twice (own tab and live event) still shows the message once.
    expect(upsertChatMessage(upsertChatMessage(list, message(4)), message(4))).toHaveLength(3)
  })
})
