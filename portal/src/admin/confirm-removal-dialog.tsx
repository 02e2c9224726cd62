import { Button, Dialog, Notice } from '@oabat/ui'
import type { ReactNode } from 'react'

interface Props {
  open: boolean
  title: string
  children: ReactNode
  pending: boolean
  error: string | null
  onCancel: () => void
  onConfirm: () => void
}

/** The admin's confirmation before a membership (school in a region, site in a channel) is removed. */
export function ConfirmRemovalDialog({ open, title, children, pending, error, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <Button design="flat" onClick={onCancel}>
            Abbrechen
          </Button>
          <Button design="primary" disabled={pending} onClick={onConfirm}>
            {pending ? 'Wird entfernt …' : 'Entfernen'}
          </Button>
        </>
      }
    >
      {children}
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  )
}
