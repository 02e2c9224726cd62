import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Snackbar } from './snackbar.tsx'

describe('Snackbar', () => {
  it('shows nothing without a message', () => {
    expect(renderToStaticMarkup(<Snackbar message={null} onClose={() => {}} />)).toBe('')
  })

  it('is an alert titled "Fehler" with a "Schließen" button', () => {
    const html = renderToStaticMarkup(<Snackbar message="Keine Verbindung zum Server." onClose={() => {}} />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('<strong class="oabat-ui-snackbar__title">Fehler</strong>')
    expect(html).toContain('Keine Verbindung zum Server.')
    expect(html).toContain('>Schließen</button>')
  })
})
