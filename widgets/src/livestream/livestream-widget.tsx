import type { LivestreamAppearance, LivestreamMessage, LivestreamPoll } from '@oabat/core'
import { type ReactNode, useRef } from 'react'
import { StateMessage } from '../shared/state-message.tsx'
import themeCss from '../shared/theme.css?inline'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import livestreamCss from './livestream.css?inline'
import { LivestreamChat } from './livestream-chat.tsx'
import { LivestreamPassword } from './livestream-password.tsx'
import { LivestreamPolls } from './livestream-polls.tsx'
import { LivestreamReactions } from './livestream-reactions.tsx'
import { LivestreamStage } from './livestream-stage.tsx'
import { LivestreamVideo } from './livestream-video.tsx'
import { type LivestreamCallbacks, useLivestream } from './use-livestream.ts'

type Company = NonNullable<LivestreamAppearance['business']>

export interface LivestreamWidgetProps extends LivestreamCallbacks {
  apiBase: string
  portalUrl: string
  livestreamId: number
  /** The host's own login (the portal opens its dialog); without it the login prompts link to the portal. */
  onLogin?: () => void
  onMessageSent?: (message: LivestreamMessage) => void
  onVote?: (poll: LivestreamPoll) => void
  onCompanyChange?: (current: Company | null, next: Company | null) => void
}

/**
 * A livestream job fair stage (SPEC §1, §4, §5): the video (or the countdown before it starts),
 * viewers, likes and reactions, the company on stage, polls and the chat — all live.
 */
export function LivestreamWidget(props: LivestreamWidgetProps) {
  const ref = useRef<HTMLDivElement>(null)
  // In a React app (the portal) the component brings its CSS itself; in the element it is adopted already.
  useWidgetStyles(ref, [themeCss, livestreamCss])
  return (
    <div ref={ref} className="oabat-theme oabat-ls-root" lang="de">
      <LivestreamContent {...props} />
    </div>
  )
}

function LivestreamContent(props: LivestreamWidgetProps): ReactNode {
  const { apiBase, portalUrl, livestreamId } = props
  const live = useLivestream(apiBase, livestreamId, props)
  const { load } = live
  const loginUrl = `${portalUrl}/livestream/${livestreamId}`

  if (load.status === 'loading')
    return (
      <div className="oabat-ls oabat-ls--loading" aria-busy="true">
        <span className="oabat-skeleton oabat-ls__skeleton" />
        <p className="oabat-sr-only" role="status">
          Livestream wird geladen …
        </p>
      </div>
    )
  if (load.status === 'error')
    return (
      <StateMessage
        tone="error"
        title={load.message}
        text={load.status_code === 404 ? 'Prüfe die Nummer im Attribut livestream.' : undefined}
        actionLabel={load.status_code === 404 ? undefined : 'Erneut versuchen'}
        onAction={load.status_code === 404 ? undefined : live.retry}
      />
    )

  const { stream } = load
  if (!live.unlocked)
    return (
      <div className="oabat-ls">
        <LivestreamPassword title={stream.title} onVerify={live.verify} />
      </div>
    )

  const viewers = Math.max(stream.lower_bound, stream.viewers)
  return (
    <div className={`oabat-ls${stream.is_live ? ' oabat-ls--live' : ''}`} data-live={stream.is_live}>
      <div className="oabat-ls__main">
        <LivestreamVideo stream={stream} />
        <header className="oabat-ls__head">
          {stream.is_live && (
            <span className="oabat-ls__badge" part="live-badge">
              Live
            </span>
          )}
          <h2 className="oabat-ls__title">{stream.title}</h2>
        </header>
        <LivestreamReactions
          likeCount={stream.like_count}
          viewers={viewers}
          emojis={live.emojis}
          reactions={live.reactions}
          onReact={live.react}
        />
        <LivestreamStage appearances={stream.appearances} portalUrl={portalUrl} onChange={props.onCompanyChange} />
        {stream.description && <p className="oabat-ls__description">{stream.description}</p>}
        <LivestreamPolls
          polls={stream.polls}
          guestBarred={stream.account_only_vote && !live.user}
          loginUrl={loginUrl}
          onLogin={props.onLogin}
          onVote={async (optionId) => {
            const poll = await live.vote(optionId)
            props.onVote?.(poll)
            return poll
          }}
        />
      </div>
      <LivestreamChat
        messages={live.messages}
        viewer={live.viewer}
        user={live.user}
        chatPublic={stream.is_chat_public}
        loginUrl={loginUrl}
        onLogin={props.onLogin}
        onSend={async (text, nickname) => {
          const message = await live.send(text, nickname)
          props.onMessageSent?.(message)
          return message
        }}
      />
    </div>
  )
}
