/** The accept list of the file input: the types and extensions core's videoTypeOf takes. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.m4v,.webm,.mov'

/** "12,4 MB" */
export function formatBytes(bytes: number): string {
  const units = ['Byte', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`
}
