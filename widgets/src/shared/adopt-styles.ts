/**
 * Constructable stylesheets, shared by every element of a page: one CSSStyleSheet per CSS text,
 * adopted into a shadow root (widgets) or the document (portal). No <style> element and no style
 * attribute is ever written, so host pages with `style-src 'self'` need no exception.
 */

const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheets.set(cssText, sheet)
  }
  return sheet
}

/** Adds the sheets that the root does not hold yet, after the ones it holds (order kept). */
export function adoptStyles(root: Document | ShadowRoot, cssTexts: readonly string[]): void {
  const present = root.adoptedStyleSheets
  const missing = cssTexts.map(sheetFor).filter((sheet) => !present.includes(sheet))
  if (missing.length > 0) root.adoptedStyleSheets = [...present, ...missing]
}
