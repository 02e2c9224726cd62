/**
 * @module chat.js — defines <oabat-chat>: "chat with this company" on a company's own web site.
 * pusher-js is not part of this file: it is imported when the chat is first opened.
 */
import type { ChatMessage } from '@oabat/core'
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import chatCss from './chat.css?inline'
import attachmentCss from './chat-attachment.css?inline'
import { chatAttributes } from './chat-attributes.ts'
import { ChatWidget } from './chat-widget.tsx'

defineWidget({
  tag: 'oabat-chat',
  attributes: chatAttributes,
  styles: [chatCss, attachmentCss],
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <ChatWidget
        apiBase={api}
        portalUrl={portal}
        business={values.business}
        label={values.label}
        layout={values.layout as 'inline' | 'floating'}
        initiallyOpen={values.open}
        onToggle={(open) => emit('oabat:chat-toggle', { open })}
        onSent={(message: ChatMessage) => emit('oabat:chat-sent', { message })}
      />
    )
  },
})
