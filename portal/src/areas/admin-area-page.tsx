import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { startImpersonation } from '../auth/session.ts'
import { useAuth } from '../auth/use-auth.ts'
import { PendingJobReviews } from '../employer-jobs/pending-reviews.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { AreaPage } from './area-page.tsx'

/**
 * SPEC §4 Impersonation from the admin area: POST /api/auth/temporary_login with a user id. The
 * business list of /admin/betriebe needs the admin business call, which does not exist yet, so the
 * admin enters the id.
 */
function ImpersonationForm() {
  const [userId, setUserId] = useState('')
  const form = useFormAction(['user_id'])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const id = Number(userId)
    if (!Number.isInteger(id) || id <= 0) {
      form.setFieldErrors({ user_id: 'Bitte gib eine Nutzer-ID ein (eine positive ganze Zahl).' })
      return
    }
    // On success the page loads again as the other user.
    await form.run(() => startImpersonation(id))
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="impersonation-title">
      <h2 id="impersonation-title">Als anderer Nutzer anmelden</h2>
      <p className="area-card__muted">
        Du siehst oabat dann genau so, wie dieser Nutzer es sieht. Ein Banner oben auf jeder Seite bringt Dich zurück zu
        Deinem Konto. Jede solche Anmeldung wird protokolliert.
      </p>
      <form className="admin-impersonation" onSubmit={onSubmit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          label="Nutzer-ID"
          name="user-id"
          inputMode="numeric"
          required
          value={userId}
          onChange={(event) => setUserId(event.target.value.replace(/\D/g, ''))}
          error={form.fieldErrors.user_id}
        />
        <Button type="submit" design="primary" className="admin-impersonation__submit" disabled={form.pending}>
          {form.pending ? 'Anmeldung läuft …' : 'Anmelden als …'}
        </Button>
      </form>
    </Card>
  )
}

/** SPEC §2 /admin, the entry of the admin area (admin guard): the welcome and the impersonation. */
export function AdminAreaPage() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <AreaPage
      eyebrow="Administration"
      title={`Hallo ${user.firstname || 'Admin'}!`}
      intro="Von hier aus siehst Du oabat mit den Augen eines anderen Kontos."
    >
      <ImpersonationForm />
      <PendingJobReviews />
    </AreaPage>
  )
}
