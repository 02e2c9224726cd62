import { Snackbar } from '@oabat/ui'
import { useEffect } from 'react'

/** SPEC §8: media not loaded within 5 seconds. */
export const MEDIA_LOAD_TIMEOUT_MS = 5_000
export const MEDIA_FAILED_MESSAGE = 'Medien konnten nicht geladen werden. Bitte überprüfe Deine Internetverbindung.'
/** How long the message stays before it hides by itself (it can be closed earlier). */
export const MEDIA_FAILED_VISIBLE_MS = 5_000

/** The "Medien konnten nicht geladen werden …" snackbar; it hides after 5 s or on „Schließen“. */
export function MediaSnackbar({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  useEffect(() => {
    if (!visible) return
    const timer = setTimeout(onHide, MEDIA_FAILED_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [visible, onHide])
  return <Snackbar message={visible ? MEDIA_FAILED_MESSAGE : null} onClose={onHide} />
}
