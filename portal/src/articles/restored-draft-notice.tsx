import { Button, Notice } from '@oabat/ui'

/** Said when an editor opens with unsaved work from articleEditorCache; „Verwerfen“ goes back to the saved state. */
export function RestoredDraftNotice({ subject, onDiscard }: { subject: string; onDiscard: () => void }) {
  return (
    <Notice title="Ungespeicherte Änderungen wiederhergestellt">
      Du hattest {subject} bearbeitet, ohne zu speichern.{' '}
      <Button type="button" design="flat" size="small" onClick={onDiscard}>
        Verwerfen
      </Button>
    </Notice>
  )
}
