import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextField } from './text-field.tsx'

describe('TextField', () => {
  it('labels the input', () => {
    const html = renderToStaticMarkup(<TextField id="ort" label="Ort" />)
    expect(html).toContain('<label class="oabat-ui-text-field__label" for="ort">Ort</label>')
    expect(html).toContain('id="ort"')
    expect(html).not.toContain('aria-invalid')
  })

  it('marks the input invalid and points to the error and hint', () => {
    const html = renderToStaticMarkup(
      <TextField id="plz" label="PLZ" hint="Fünf Ziffern" error="Bitte gib eine gültige PLZ ein." />,
    )
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="plz-hint plz-error"')
    expect(html).toContain('<p id="plz-error" class="oabat-ui-text-field__error">Bitte gib eine gültige PLZ ein.</p>')
  })
})
