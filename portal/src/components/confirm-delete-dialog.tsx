import { Button, Dialog, Notice } from '@oabat/ui'
import type { ReactNode } from 'react'
import { useFormAction } from '../forms/use-form-action.ts'

export interface ConfirmDeleteDialogProps<T> {
  open: boolean
  /** e.g. „Standort löschen?“ */
  title: string
  /** What will be gone, and whether it can be undone. */
  children: ReactNode
  onClose: () => void
  /** The delete call; its answer goes to onDeleted. A failure stays in the dialog as a German message. */
  remove: () => Promise<T>
  onDeleted: (answer: T) => void
  /** The confirming button, for a replacing rather than deleting action (default „Endgültig löschen“). */
  confirmLabel?: string
  pendingLabel?: string
}

/** The confirmation before something is deleted: „Abbrechen“ or „Endgültig löschen“. */
export function ConfirmDeleteDialog<T>({
  open,
  title,
  children,
  onClose,
  remove,
  onDeleted,
  confirmLabel = 'Endgültig löschen',
  pendingLabel = 'Wird gelöscht …',
}: ConfirmDeleteDialogProps<T>) {
  const action = useFormAction([])
  const confirm = async () => {
    const result = await action.run(remove)
    if (result) onDeleted(result.value)
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button design="flat" onClick={onClose}>
            Abbrechen
          </Button>
          <Button design="primary" onClick={confirm} disabled={action.pending}>
            {action.pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
    </Dialog>
  )
}
