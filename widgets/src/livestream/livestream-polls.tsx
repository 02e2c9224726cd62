import { ApiRequestError, type LivestreamPoll } from '@oabat/core'
import { useState } from 'react'
import { formatCount } from '../shared/format.ts'
import { LoginLink } from './livestream-login.tsx'

interface Props {
  polls: LivestreamPoll[]
  /** account_only_vote and the viewer is a guest: the polls are shown, voting is explained. */
  guestBarred: boolean
  loginUrl: string
  onLogin?: () => void
  onVote: (optionId: number) => Promise<LivestreamPoll>
}

/** The polls, active first (SPEC §4): vote once per poll; the counts follow live. */
export function LivestreamPolls({ polls, guestBarred, loginUrl, onLogin, onVote }: Props) {
  const [voted, setVoted] = useState<Record<number, number>>({})
  const [busy, setBusy] = useState<number | null>(null)
  const [errors, setErrors] = useState<Record<number, string>>({})
  if (polls.length === 0) return null

  async function vote(poll: LivestreamPoll, optionId: number) {
    if (busy !== null) return
    setBusy(poll.id)
    setErrors((e) => ({ ...e, [poll.id]: '' }))
    try {
      await onVote(optionId)
      setVoted((v) => ({ ...v, [poll.id]: optionId }))
    } catch (cause) {
      const message = (cause as Error).message || 'Deine Stimme konnte nicht gezählt werden.'
      // 422 "schon abgestimmt": the vote stands, the buttons go.
      if (cause instanceof ApiRequestError && cause.status === 422 && /abgestimmt/.test(message))
        setVoted((v) => ({ ...v, [poll.id]: optionId }))
      setErrors((e) => ({ ...e, [poll.id]: message }))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="oabat-ls__polls" part="polls" aria-label="Abstimmungen">
      <h3 className="oabat-ls__heading">Abstimmungen</h3>
      {polls.map((poll) => {
        const total = poll.options.reduce((sum, option) => sum + option.votes, 0)
        // The own choice: just made here, or read back from the server (after a reload).
        const mine = voted[poll.id] ?? poll.voted_option_id ?? undefined
        const canVote = poll.is_active && !guestBarred && mine === undefined
        return (
          <fieldset key={poll.id} className="oabat-ls__poll" part="poll" data-poll-id={poll.id}>
            <legend className="oabat-ls__question">
              {poll.question} {!poll.is_active && <span className="oabat-ls__closed">(beendet)</span>}
            </legend>
            <ul className="oabat-ls__options">
              {poll.options.map((option) => {
                const share = total > 0 ? Math.round((option.votes / total) * 100) : 0
                return (
                  <li key={option.id} className="oabat-ls__option">
                    {canVote ? (
                      <button
                        type="button"
                        className="oabat-button oabat-button--secondary oabat-ls__vote"
                        aria-disabled={busy === poll.id}
                        onClick={() => void vote(poll, option.id)}
                      >
                        {option.text}
                      </button>
                    ) : (
                      <span className="oabat-ls__option-text">
                        {option.text}
                        {mine === option.id && <span className="oabat-ls__mine"> ✓ Deine Stimme</span>}
                      </span>
                    )}
                    <span className="oabat-ls__bar" style={{ '--share': `${share}%` } as never} aria-hidden="true" />
                    <span className="oabat-ls__votes" data-testid="poll-votes">
                      {formatCount(option.votes)} {option.votes === 1 ? 'Stimme' : 'Stimmen'} ({share} %)
                    </span>
                  </li>
                )
              })}
            </ul>
            {poll.is_active && guestBarred && (
              <p className="oabat-ls__hint">
                Abstimmen können nur angemeldete Nutzer.{' '}
                <LoginLink loginUrl={loginUrl} onLogin={onLogin} className="oabat-ls__login-link">
                  Bei oabat anmelden
                </LoginLink>
              </p>
            )}
            {errors[poll.id] && (
              <p className="oabat-ls__error" role="alert">
                {errors[poll.id]}
              </p>
            )}
          </fieldset>
        )
      })}
    </section>
  )
}
