/**
 * A page with the @oabat/ui primitives (bundled by tests/e2e/ui-primitives.test.ts) under test control: window.ui.* switches their state, so
 * the browser test can check what only a real browser shows (top layer, scroll lock, timing).
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Button, Dialog, LoadingBar, type LoadingBarState, Snackbar, TextField } from './index.ts'

declare global {
  interface Window {
    ui: { openDialog(): void; setLoading(state: LoadingBarState): void; showError(message: string): void }
    dialogCloses: number
  }
}

function Fixture() {
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState<LoadingBarState>('hidden')
  const [error, setError] = useState<string | null>(null)
  window.ui = { openDialog: () => setOpen(true), setLoading, showError: setError }
  return (
    <>
      <LoadingBar state={loading} />
      <main style={{ height: '3000px' }}>
        <Button id="before">Davor</Button>
        <TextField label="Ort" error={null} />
      </main>
      <Dialog
        open={open}
        title="Hinweis"
        onClose={() => {
          window.dialogCloses += 1
          setOpen(false)
        }}
        actions={<Button id="ok">Verstanden</Button>}
      >
        <p>Ein Dialog mit zwei Knöpfen.</p>
      </Dialog>
      <Snackbar message={error} onClose={() => setError(null)} />
    </>
  )
}

window.dialogCloses = 0
createRoot(document.getElementById('root') as HTMLElement).render(<Fixture />)
