import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BUTTON_DESIGNS, BUTTON_SIZES, Button } from './button.tsx'

describe('Button', () => {
  it('renders a button of type button with the default look', () => {
    const html = renderToStaticMarkup(<Button>Los</Button>)
    expect(html).toBe(
      '<button type="button" class="oabat-ui-button oabat-ui-button--primary oabat-ui-button--regular">Los</button>',
    )
  })

  it('renders a link when given an href', () => {
    const html = renderToStaticMarkup(
      <Button href="/ausbildung" design="secondary" size="large">
        Suchen
      </Button>,
    )
    expect(html).toBe(
      '<a href="/ausbildung" class="oabat-ui-button oabat-ui-button--secondary oabat-ui-button--large">Suchen</a>',
    )
  })

  it.each(BUTTON_DESIGNS.flatMap((design) => BUTTON_SIZES.map((size) => [design, size] as const)))(
    'has a class for design %s and size %s',
    (design, size) => {
      const html = renderToStaticMarkup(
        <Button design={design} size={size}>
          x
        </Button>,
      )
      expect(html).toContain(`oabat-ui-button--${design} oabat-ui-button--${size}`)
    },
  )

  it('keeps a submit type and other native attributes', () => {
    const html = renderToStaticMarkup(
      <Button type="submit" disabled block>
        Senden
      </Button>,
    )
    expect(html).toContain('type="submit"')
    expect(html).toContain('disabled=""')
    expect(html).toContain('oabat-ui-button--block')
  })
})
