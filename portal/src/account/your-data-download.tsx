import { Button, Card, Notice } from '@oabat/ui'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/** SPEC §9: a download link is removed after 100 ms. */
const LINK_LIFETIME_MS = 100

function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  setTimeout(() => {
    link.remove()
    URL.revokeObjectURL(url)
  }, LINK_LIFETIME_MS)
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
