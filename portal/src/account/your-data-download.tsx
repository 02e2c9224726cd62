import { Button, Card, Notice } from '@oabat/ui'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { saveBlob } from '../job-interest/download-file.ts'

function saveJson(data: unknown, fileName: string) {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName)
}

/** GDPR Art. 15/20 (docs/your-data.md): everything stored about the user as one JSON file. */
export function YourDataDownload({ userId }: { userId: number }) {
  const form = useFormAction([])

  const onDownload = async () => {
    const answer = await form.run(() => api('yourData', { params: { id: userId } }))
    if (!answer) return
    saveJson(answer.value.data, `oabat-meine-daten-${answer.value.data.exported_at.slice(0, 10)}.json`)
  }

  return (
    <Card as="section" className="account-section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Deine Daten</h2>
      <p className="account-section__text">
        Lade alles herunter, was wir über Dich gespeichert haben: Konto, Einstellungen, Anfragen, Deine Chatnachrichten,
        Uploads und mehr, als JSON-Datei.
      </p>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <div className="account-form__actions">
        <Button design="white" onClick={onDownload} disabled={form.pending}>
          {form.pending ? 'Wird vorbereitet …' : 'Meine Daten herunterladen'}
        </Button>
      </div>
    </Card>
  )
}
