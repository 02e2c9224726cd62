import { Button, Card, Notice } from '@oabat/ui'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import type { FormActionState } from '../forms/use-form-action.ts'
import { useStepTitleFocus } from './step-title-focus.ts'

export interface StepFormProps {
  title: string
  intro?: ReactNode
  form: FormActionState
  saved: boolean
  dirty: boolean
  /** Saves the step; resolves true on success. */
  onSave: () => Promise<boolean>
  onNext: (() => void) | null
  /** Images still uploading: saving now would leave them out, so both buttons wait. */
  uploading?: boolean
  children: ReactNode
}

/** The frame of one editor step: heading, messages, fields, „Speichern“ and „Speichern und weiter“. */
export function StepForm({
  title,
  intro,
  form,
  saved,
  dirty,
  onSave,
  onNext,
  uploading = false,
  children,
}: StepFormProps) {
  const goOn = useRef(false)
  const titleRef = useStepTitleFocus()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)
  // After „Speichern“ the focus goes to „Gespeichert.“ (role status): the disabled button had it, and it
  // would fall to the page top. „Speichern und weiter“ focuses the next step's heading instead.
  const savedBox = useRef<HTMLDivElement>(null)
  const [savedFocus, setSavedFocus] = useState(0)
  useEffect(() => {
    if (savedFocus) savedBox.current?.focus()
  }, [savedFocus])
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const next = goOn.current
    goOn.current = false
    if (await onSave()) {
      if (next && onNext) onNext()
      else setSavedFocus((count) => count + 1)
    }
  }
  return (
    <Card as="section" className="profile-editor__step" aria-labelledby="profile-step-title">
      <h2 id="profile-step-title" ref={titleRef} tabIndex={-1}>
        {title}
      </h2>
      {intro && <p className="profile-editor__intro">{intro}</p>}
      <form ref={formRef} className="profile-editor__form" onSubmit={onSubmit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {saved && !dirty && (
          <div ref={savedBox} tabIndex={-1} className="profile-editor__saved">
            <Notice tone="success">Gespeichert.</Notice>
          </div>
        )}
        {children}
        <div className="profile-editor__actions">
          <Button type="submit" design="primary" disabled={form.pending || uploading}>
            {form.pending ? 'Wird gespeichert …' : 'Speichern'}
          </Button>
          {onNext && (
            <Button
              type="submit"
              design="white"
              disabled={form.pending || uploading}
              onClick={() => {
                goOn.current = true
              }}
            >
              Speichern und weiter
            </Button>
          )}
          {uploading ? (
            <span className="profile-editor__unsaved" role="status">
              Das Hochladen läuft noch …
            </span>
          ) : (
            dirty && <span className="profile-editor__unsaved">Ungespeicherte Änderungen</span>
          )}
        </div>
      </form>
    </Card>
  )
}
