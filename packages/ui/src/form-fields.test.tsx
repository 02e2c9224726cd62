import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckboxField } from './checkbox-field.tsx'
import { Notice } from './notice.tsx'
import { SelectField } from './select-field.tsx'

const GENDERS = [
  { value: 'Frau', label: 'Frau' },
  { value: 'Herr', label: 'Herr' },
]

describe('SelectField', () => {
  it('labels the select and offers an empty first option for the placeholder', () => {
    const html = renderToStaticMarkup(
      <SelectField id="anrede" label="Anrede" options={GENDERS} placeholder="Keine Angabe" defaultValue="" />,
    )
    expect(html).toContain('<label class="oabat-ui-text-field__label" for="anrede">Anrede</label>')
    expect(html).toMatch(/<option value="" selected="">Keine Angabe<\/option><option value="Frau">Frau<\/option>/)
    expect(html).not.toContain('aria-invalid')
  })

  it('marks the select invalid and points to hint and error', () => {
    const html = renderToStaticMarkup(
      <SelectField id="art" label="Schulart" options={GENDERS} hint="Wähle eine." error="Bitte wähle die Schulart." />,
    )
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="art-hint art-error"')
    expect(html).toContain('<p id="art-error" class="oabat-ui-text-field__error">Bitte wähle die Schulart.</p>')
  })
})

describe('CheckboxField', () => {
  it('puts the label beside the box and wires up the error', () => {
    const html = renderToStaticMarkup(<CheckboxField id="news" label="Newsletter" error="Bitte bestätige." />)
    expect(html).toContain('type="checkbox"')
    expect(html).toContain('<label class="oabat-ui-checkbox__label" for="news">Newsletter</label>')
    expect(html).toContain('aria-describedby="news-error"')
    expect(html).toContain('aria-invalid="true"')
  })
})

describe('Notice', () => {
  it('announces errors at once and other notices politely', () => {
    expect(renderToStaticMarkup(<Notice tone="error">Falsch.</Notice>)).toContain('role="alert"')
    const success = renderToStaticMarkup(
      <Notice tone="success" title="Gespeichert">
        Alles da.
      </Notice>,
    )
    expect(success).toContain('role="status"')
    expect(success).toContain('<p class="oabat-ui-notice__title">Gespeichert</p>')
  })
})
