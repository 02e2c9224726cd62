import {
  ApiRequestError,
  browserLocalStorage,
  confirmedPrompts,
  REVIEW_MESSAGE_MAX,
  STORAGE_KEYS,
  type SurveyPrompt,
  surveyPlan,
  surveyWaitMs,
} from '@oabat/core'
import { Button, Card, TextAreaField } from '@oabat/ui'
import { useEffect, useId, useState } from 'react'
import { api } from '../api/api-client.ts'
import { appStartedAt } from '../app-start.ts'
import { useAuth } from '../auth/use-auth.ts'
import './survey-card.css'

const QUESTIONS: Record<SurveyPrompt, string> = {
  general: 'Wie gefällt Dir oabat?',
  business_profile_completed: 'Euer Profil ist fertig. Wie leicht war es, es auszufüllen?',
}

const storage = browserLocalStorage()

/** SPEC §3 "survey list": the prompts this browser confirmed, read fresh each time. */
function confirmed(): SurveyPrompt[] {
  return confirmedPrompts(storage.getItem(STORAGE_KEYS.surveyList))
}

function confirm(prompt: SurveyPrompt): void {
  storage.setItem(STORAGE_KEYS.surveyList, JSON.stringify([...new Set([...confirmed(), prompt])]))
}

/**
 * The survey card of SPEC §4/§5/§9: shown once per prompt to a logged-in non-admin after its timer
 * (1 s after init plus 120 s; 20 s for a company whose first steps are done), hidden for good once
 * answered or declined. The answer goes to POST /api/v2/reviews.
 */
export function SurveyCard() {
  const { status, user } = useAuth()
  const [shown, setShown] = useState<SurveyPrompt | null>(null)
  const [stars, setStars] = useState(0)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [thanks, setThanks] = useState(false)
  const titleId = useId()

  const plan = status === 'user' ? surveyPlan(user, confirmed()) : null
  const prompt = plan?.prompt ?? null
  const delayMs = plan?.delayMs ?? 0
  useEffect(() => {
    setShown(null)
    if (!prompt) return
    const wait = surveyWaitMs({ prompt, delayMs }, appStartedAt(), Date.now())
    const timer = setTimeout(() => setShown(prompt), wait)
    return () => clearTimeout(timer)
  }, [prompt, delayMs])

  if (thanks)
    return (
      <Card as="aside" className="survey-card" aria-live="polite">
        <p>Danke für Deine Antwort!</p>
        <Button design="flat" onClick={() => setThanks(false)}>
          Schließen
        </Button>
      </Card>
    )
  if (!shown) return null

  const close = () => {
    confirm(shown)
    setShown(null)
  }
  const send = async () => {
    if (stars === 0) {
      setError('Bitte wähle 1 bis 5 Sterne.')
      return
    }
    setSending(true)
    setError(null)
    try {
      await api('createReview', { body: { rating: stars, message, type: shown } })
      close()
      setThanks(true)
    } catch (failure) {
      // Already answered on another device: that counts as confirmed here too.
      if (failure instanceof ApiRequestError && failure.status === 409) close()
      else setError(failure instanceof Error ? failure.message : 'Das hat nicht geklappt.')
    } finally {
      setSending(false)
    }
  }

  return (
    <Card as="aside" className="survey-card" aria-labelledby={titleId} data-testid="survey-card">
      <h2 id={titleId} className="survey-card__title">
        {QUESTIONS[shown]}
      </h2>
      <fieldset className="survey-card__stars">
        <legend className="visually-hidden">Sterne</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            className="survey-card__star"
            aria-pressed={stars === value}
            aria-label={value === 1 ? '1 Stern' : `${value} Sterne`}
            onClick={() => setStars(value)}
          >
            <span aria-hidden="true">{value <= stars ? '★' : '☆'}</span>
          </button>
        ))}
      </fieldset>
      <TextAreaField
        label="Was können wir besser machen? (freiwillig)"
        value={message}
        maxLength={REVIEW_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
        rows={2}
      />
      {error && (
        <p className="survey-card__error" role="alert">
          {error}
        </p>
      )}
      <div className="survey-card__actions">
        <Button design="flat" onClick={close} disabled={sending}>
          Nein danke
        </Button>
        <Button onClick={send} disabled={sending}>
          Absenden
        </Button>
      </div>
    </Card>
  )
}
