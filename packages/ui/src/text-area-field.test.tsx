import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { grownRows, TextAreaField } from './text-area-field.tsx'

describe('TextAreaField', () => {
  it('labels the text area and keeps the rows it is given', () => {
    const html = renderToStaticMarkup(<TextAreaField id="kommentar" label="Kommentar" rows={4} defaultValue="" />)
    expect(html).toContain('<label class="oabat-ui-text-field__label" for="kommentar">Kommentar</label>')
    expect(html).toContain('<textarea id="kommentar" rows="4"')
    expect(html).toContain('class="oabat-ui-text-field__input oabat-ui-text-field__textarea"')
    expect(html).not.toContain('aria-invalid')
  })

  it('marks the text area invalid and points to the hint and error', () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="aufgaben" label="Aufgaben" hint="Ein Punkt pro Zeile." error="Bitte nenne eine Aufgabe." />,
    )
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="aufgaben-hint aufgaben-error"')
    expect(html).toContain('<p id="aufgaben-error" class="oabat-ui-text-field__error">Bitte nenne eine Aufgabe.</p>')
  })

  it('grows with the lines of its value up to maxRows', () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="liste" label="Liste" rows={3} maxRows={16} value={'a\nb\nc\nd'} onChange={() => {}} />,
    )
    expect(html).toContain('rows="5"')
  })
})

describe('grownRows', () => {
  it('shows one empty line more than the text has, between rows and maxRows', () => {
    expect(grownRows('', 5, 16)).toBe(5)
    expect(grownRows('1\n2\n3\n4\n5', 5, 16)).toBe(6)
    expect(grownRows(Array.from({ length: 30 }, String).join('\n'), 5, 16)).toBe(16)
    expect(grownRows(undefined, 3, 16)).toBe(3)
  })
})
