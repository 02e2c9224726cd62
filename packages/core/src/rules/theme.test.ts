import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  relativeLuminance,
  THEME_PRESETS,
  themeContrastProblems,
  themeCss,
  themeCustomProperties,
} from './theme.ts'

describe('WCAG contrast of a theme', () => {
  it('computes luminance and ratios as WCAG defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    // Known values: #767676 on white is the lightest grey that passes AA (4.54 : 1), #777777 fails (4.478 : 1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#0f766e', '#ffffff')).toBeGreaterThan(5.4)
  })

  it('lets both presets pass', () => {
    expect(themeContrastProblems(THEME_PRESETS.light.colors)).toEqual([])
    expect(themeContrastProblems(THEME_PRESETS.dark.colors)).toEqual([])
  })

  it('names the failing pair in German, with both colours and both ratios', () => {
    const problems = themeContrastProblems({ ...THEME_PRESETS.light.colors, muted: '#777777' })
    expect(problems).toHaveLength(1)
    expect(problems[0]?.field).toBe('muted')
    expect(problems[0]?.message).toBe(
      'Nebentext (#777777) auf Hintergrund (#ffffff) ist schwer lesbar: Kontrast 4,47 : 1, ' +
        'nötig sind mindestens 4,5 : 1 (WCAG AA).',
    )
  })

  it('reports every pair of an unreadable dark theme, the button text on the accent colour too', () => {
    const problems = themeContrastProblems({
      ...THEME_PRESETS.dark.colors,
      text: '#333333',
      on_primary: '#ffffff',
    })
    expect(problems.map((problem) => problem.field)).toEqual(['text', 'on_primary'])
    expect(problems[1]?.message).toContain('Schrift auf der Akzentfarbe (#ffffff) auf Akzentfarbe (#5eead4)')
  })

  it('passes exactly at the AA limit and never rounds a failing ratio up', () => {
    expect(themeContrastProblems({ ...THEME_PRESETS.light.colors, text: '#767676' })).toEqual([])
    // 4.4999… must not read „4,5 : 1“ while it fails.
    const [problem] = themeContrastProblems({ ...THEME_PRESETS.light.colors, text: '#777777' })
    expect(problem?.message).toContain('4,47 : 1')
  })
})

describe('custom properties of a theme', () => {
  it('maps every value to the widgets’ public properties', () => {
    const properties = themeCustomProperties({ ...THEME_PRESETS.dark, font: 'host', radius: 0, density: 'compact' })
    expect(properties['--oabat-color-surface']).toBe('#16202a')
    expect(properties['--oabat-color-on-primary']).toBe('#0b1f1d')
    expect(properties['--oabat-font-family']).toBe('host')
    expect(properties['--oabat-radius']).toBe('0px')
    expect(properties['--oabat-spacing']).toBe('10px')
    expect(Object.keys(properties).every((name) => name.startsWith('--oabat-'))).toBe(true)
  })

  it('writes the shadow root rules; the host font is inherited instead of named', () => {
    expect(themeCss(THEME_PRESETS.light)).toMatch(/^:host\{--oabat-color-primary:#0f766e;.*--oabat-spacing:16px\}/)
    // Lists and the livestream paint the theme's background behind their count and titles too.
    expect(themeCss(THEME_PRESETS.light)).toContain(
      ':host(:is(oabat-job-list,oabat-business-list,oabat-livestream)) .oabat-root{background:var(--oabat-color-surface);padding:var(--oabat-spacing);border-radius:var(--oabat-radius)}',
    )
    const host = themeCss({ ...THEME_PRESETS.dark, font: 'host' })
    expect(host).not.toContain('--oabat-font-family')
    expect(host.endsWith('}.oabat-root.oabat-theme{font-family:inherit}')).toBe(true)
  })
})
