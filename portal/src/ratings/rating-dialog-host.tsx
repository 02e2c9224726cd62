import { $ratingDialog, closeRatingDialog, openAuthDialog, showError } from '@oabat/core'
import { Button, Dialog } from '@oabat/ui'
import { useState } from 'react'
import { auth } from '../auth/auth-stores.ts'
import { useStore } from '../state/use-store.ts'
import { ratings } from './ratings-stores.ts'

/** The dialogs a rating asks for (SPEC §4): the first like of a trainee and a guest's login to like. */
export function RatingDialogHost() {
  const dialog = useStore($ratingDialog)
  const [saving, setSaving] = useState(false)
  if (!dialog) return null

  if (dialog.kind === 'login')
    return (
      <Dialog
        open
        onClose={closeRatingDialog}
        title="Melde Dich an, um Deine Likes zu behalten"
        actions={
          <>
            <Button design="flat" onClick={closeRatingDialog}>
              Später
            </Button>
            <Button
              onClick={() => {
                closeRatingDialog()
                openAuthDialog({ view: 'login', redirect: false })
              }}
            >
              Anmelden
            </Button>
          </>
        }
      >
        <p>
          Deine Bewertung von „{dialog.jobName}“ ist auf diesem Gerät gespeichert. Melde Dich an oder registriere Dich,
          dann übernehmen wir Deine Bewertungen in Deine Favoriten.
        </p>
      </Dialog>
    )

  const confirm = async () => {
    const user = auth.$auth.get().user
    if (!user) return closeRatingDialog()
    setSaving(true)
    try {
      await ratings.rate(user.id, dialog.jobId, dialog.rating)
      auth.setUser({ ...user, ever_liked_job: true })
      closeRatingDialog()
    } catch (error) {
      showError(error instanceof Error ? error.message : 'Die Bewertung konnte nicht gespeichert werden.')
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog
      open
      onClose={closeRatingDialog}
      title="Dein erstes Like"
      actions={
        <>
          <Button design="flat" onClick={closeRatingDialog} disabled={saving}>
            Abbrechen
          </Button>
          <Button onClick={confirm} disabled={saving}>
            Gefällt mir
          </Button>
        </>
      }
    >
      <p>
        Dir gefällt „{dialog.jobName}“. Stellen, die Dir gefallen, sammeln wir unter Favoriten. Das Unternehmen sieht
        nur, wie oft seine Stellen gemocht werden, nicht von wem.
      </p>
    </Dialog>
  )
}
