/**
 * Copies a text to the clipboard; without clipboard access (insecure origin, refused permission)
 * selects the element that shows it instead, so Ctrl+C copies it. Says which of the two happened.
 */
export async function copyOrSelect(text: string, elementId: string): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    const element = document.getElementById(elementId)
    if (element instanceof HTMLInputElement) element.select()
    else if (element) {
      const range = document.createRange()
      range.selectNodeContents(element)
      getSelection()?.removeAllRanges()
      getSelection()?.addRange(range)
    }
    return 'selected'
  }
}
