import { useEffect, useRef, useState } from 'react'

interface Props {
  /** Deletes the message; false when it failed (SPEC §8). */
  onDelete: () => Promise<boolean>
  className: string
}

/**
 * „Löschen“ for one's own message, asking once more before anything is removed: the button turns
 * into „Wirklich löschen? Ja / Nein“ (focus on „Nein“, Escape-safe), and a failure is said.
 */
export function ChatDeleteButton({ onDelete, className }: Props) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy' | 'failed'>('idle')
  const keep = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (step === 'confirm') keep.current?.focus()
  }, [step])

  async function confirm() {
    setStep('busy')
    setStep((await onDelete()) ? 'idle' : 'failed')
  }

  if (step === 'confirm' || step === 'busy')
    return (
      <span>
        Wirklich löschen?{' '}
        <button type="button" className={className} onClick={() => void confirm()} aria-disabled={step === 'busy'}>
          Ja, löschen
        </button>{' '}
        <button ref={keep} type="button" className={className} onClick={() => setStep('idle')}>
          Nein
        </button>
      </span>
    )
  return (
    <>
      {step === 'failed' && <span role="alert">Löschen hat nicht geklappt.</span>}
      <button type="button" className={className} onClick={() => setStep('confirm')} aria-label="Nachricht löschen">
        Löschen
      </button>
    </>
  )
}
