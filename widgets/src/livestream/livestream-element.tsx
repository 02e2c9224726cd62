/**
 * @module livestream.js — defines <oabat-livestream>: a livestream job fair with video, chat,
 * reactions, polls and the company on stage. pusher-js is imported once the stream shows, hls.js
 * only where the browser cannot play HLS itself; neither is part of this file.
 */
import type { LivestreamMessage } from '@oabat/core'
import { defineWidget } from '../shared/define-widget.ts'
import { widgetOrigins } from '../shared/widget-origin.ts'
import livestreamCss from './livestream.css?inline'
import { livestreamAttributes } from './livestream-attributes.ts'
import { LivestreamWidget } from './livestream-widget.tsx'

defineWidget({
  tag: 'oabat-livestream',
  attributes: livestreamAttributes,
  styles: [livestreamCss],
  render: (values, { emit }) => {
    const { api, portal } = widgetOrigins(values.api)
    return (
      <LivestreamWidget
        key={`${api}|${values.livestream}`}
        apiBase={api}
        portalUrl={portal}
        livestreamId={values.livestream}
        onLoaded={(stream) =>
          emit('oabat:loaded', { livestream: { id: stream.id, title: stream.title, is_live: stream.is_live } })
        }
        onError={(detail) => emit('oabat:error', detail)}
        onLiveChange={(live) => emit('oabat:livestream-live', { live })}
        onMessageSent={(message: LivestreamMessage) => emit('oabat:livestream-message', { message })}
        onVote={(poll) => emit('oabat:livestream-vote', { poll })}
        onCompanyChange={(current, next) => emit('oabat:livestream-company', { current, next })}
      />
    )
  },
})
