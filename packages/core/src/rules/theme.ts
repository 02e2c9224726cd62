/**
 * Themes of the embeddable widgets (SPEC §3 Theme; issue #15 item 2, docs/einblick.md): only
 * values from fixed sets — hex colours, a font from an allow-list, corner radius and density in
 * ranges — so a theme can never carry CSS of its own. This module turns a theme into the widgets'
 * public custom properties and checks its contrast against WCAG 2.2 AA before it is saved.
 */

/** The colours of a theme, each `#rrggbb`. */
export const THEME_COLOR_KEYS = ['primary', 'on_primary', 'text', 'muted', 'surface', 'border', 'error'] as const
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number]

/** German names of the colours, for forms and for the contrast explanation. */
export const THEME_COLOR_LABELS: Record<ThemeColorKey, string> = {
  primary: 'Akzentfarbe',
  on_primary: 'Schrift auf der Akzentfarbe',
  text: 'Text',
  muted: 'Nebentext',
  surface: 'Hintergrund',
  border: 'Rahmen',
  error: 'Fehlermeldungen',
}

/** `host` inherits the host page's own font; the others are system font stacks (nothing is downloaded). */
export const THEME_FONTS = {
  host: { label: 'Schrift Deiner Webseite', stack: 'host' },
  system: {
    label: 'Systemschrift (serifenlos)',
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  serif: { label: 'Serifenschrift', stack: "Georgia, Cambria, 'Times New Roman', Times, serif" },
  rounded: {
    label: 'Abgerundet',
    stack: "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Segoe UI', system-ui, sans-serif",
  },
  mono: { label: 'Monospace', stack: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace" },
} as const
export type ThemeFont = keyof typeof THEME_FONTS
export const THEME_FONT_KEYS = Object.keys(THEME_FONTS) as ThemeFont[]

/** Corner radius in px and card density (the widgets' spacing in px). */
export const THEME_RADIUS = { min: 0, max: 24 } as const
export const THEME_DENSITIES = { compact: 10, normal: 16, comfortable: 22 } as const
export type ThemeDensity = keyof typeof THEME_DENSITIES
export const THEME_DENSITY_LABELS: Record<ThemeDensity, string> = {
  compact: 'Kompakt',
  normal: 'Normal',
  comfortable: 'Großzügig',
}

/** light or dark: the theme's base, used by the builder's presets and the preview's page colour. */
export const THEME_TYPES = ['light', 'dark'] as const
export type ThemeType = (typeof THEME_TYPES)[number]

export interface ThemeValues {
  colors: Record<ThemeColorKey, string>
  font: ThemeFont
  radius: number
  density: ThemeDensity
}

/** The look of the widgets without a theme (widgets/src/shared/theme.css), and its dark counterpart. */
export const THEME_PRESETS: Record<ThemeType, ThemeValues> = {
  light: {
    colors: {
      primary: '#0f766e',
      on_primary: '#ffffff',
      text: '#1c2b33',
      muted: '#51606b',
      surface: '#ffffff',
      border: '#d3dce2',
      error: '#b42318',
    },
    font: 'system',
    radius: 12,
    density: 'normal',
  },
  dark: {
    colors: {
      primary: '#5eead4',
      on_primary: '#0b1f1d',
      text: '#f1f5f9',
      muted: '#b6c2cc',
      surface: '#16202a',
      border: '#334452',
      error: '#fca5a5',
    },
    font: 'system',
    radius: 12,
    density: 'normal',
  },
}

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** AA for normal text (SC 1.4.3); the widgets' texts are 16 px and smaller. */
export const AA_TEXT_CONTRAST = 4.5
/** AA for user-interface components such as the focus ring and button edges (SC 1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3

/** Which colour is read on which, and the ratio it needs. */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<{ fore: ThemeColorKey; back: ThemeColorKey; minimum: number }> = [
  { fore: 'text', back: 'surface', minimum: AA_TEXT_CONTRAST },
  { fore: 'muted', back: 'surface', minimum: AA_TEXT_CONTRAST },
  { fore: 'primary', back: 'surface', minimum: AA_TEXT_CONTRAST },
  { fore: 'on_primary', back: 'primary', minimum: AA_TEXT_CONTRAST },
  { fore: 'error', back: 'surface', minimum: AA_TEXT_CONTRAST },
]

export interface ContrastProblem {
  /** The colour to change (its key), where the field error belongs. */
  field: ThemeColorKey
  ratio: number
  minimum: number
  /** German, e.g. „Text (#999999) auf Hintergrund (#ffffff): Kontrast 2,85 : 1, nötig sind mindestens 4,5 : 1.“ */
  message: string
}

function ratioText(value: number): string {
  return (Math.floor(value * 100) / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })
}

/** Every pair of a theme that misses WCAG AA, with a German explanation; empty when it passes. */
export function themeContrastProblems(colors: Record<ThemeColorKey, string>): ContrastProblem[] {
  const problems: ContrastProblem[] = []
  for (const { fore, back, minimum } of THEME_CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[fore], colors[back])
    if (ratio >= minimum) continue
    const minimumText = ratioText(minimum)
    problems.push({
      field: fore,
      ratio,
      minimum,
      message:
        `${THEME_COLOR_LABELS[fore]} (${colors[fore]}) auf ${THEME_COLOR_LABELS[back]} (${colors[back]}) ist schwer ` +
        `lesbar: Kontrast ${ratioText(ratio)} : 1, nötig sind mindestens ${minimumText} : 1 (WCAG AA).`,
    })
  }
  return problems
}

/**
 * The widgets' public custom properties of a theme (widgets/PROTOCOL.md „Theming“). The font
 * `host` is passed as the word `host`: the element reads the host page's font itself.
 */
export function themeCustomProperties(theme: ThemeValues): Record<string, string> {
  const { colors } = theme
  return {
    '--oabat-color-primary': colors.primary,
    '--oabat-color-on-primary': colors.on_primary,
    '--oabat-color-text': colors.text,
    '--oabat-color-muted': colors.muted,
    '--oabat-color-surface': colors.surface,
    '--oabat-color-border': colors.border,
    '--oabat-color-error': colors.error,
    '--oabat-font-family': THEME_FONTS[theme.font].stack,
    '--oabat-radius': `${theme.radius}px`,
    '--oabat-spacing': `${THEME_DENSITIES[theme.density]}px`,
  }
}

/**
 * Elements whose texts also stand outside their cards (a list's count, a livestream's title): with
 * a theme they paint its background behind all of their content, so every text stands on the colour
 * its contrast was checked against, whatever the host page's own background (a dark theme on a white
 * page stays readable). The job card is a single card on that colour already; the chat button floats.
 */
export const THEME_BACKGROUND_ELEMENTS = ['oabat-job-list', 'oabat-business-list', 'oabat-livestream'] as const

/** The theme's background behind an element's whole content, as CSS declarations (see above). */
export const THEME_BACKGROUND_DECLARATIONS = {
  background: 'var(--oabat-color-surface)',
  padding: 'var(--oabat-spacing)',
  'border-radius': 'var(--oabat-radius)',
} as const

/**
 * The CSS an element with theme="ID" adopts into its shadow root: the custom properties on
 * `:host` (the host page's own values on the element still win), the theme's background behind
 * the content of THEME_BACKGROUND_ELEMENTS, and for the font `host` the widget's root inheriting
 * the host page's font again. Written from checked values only.
 */
export function themeCss(theme: ThemeValues): string {
  const declarations = Object.entries(themeCustomProperties(theme))
    .filter(([, value]) => value !== 'host')
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  const background = Object.entries(THEME_BACKGROUND_DECLARATIONS)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  const backgroundRule = `:host(:is(${THEME_BACKGROUND_ELEMENTS.join(',')})) .oabat-root{${background}}`
  const hostFont = theme.font === 'host' ? '.oabat-root.oabat-theme{font-family:inherit}' : ''
  return `:host{${declarations}}${backgroundRule}${hostFont}`
}
