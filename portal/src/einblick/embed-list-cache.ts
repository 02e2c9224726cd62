import { mutate } from 'swr'

/**
 * After an embed is saved: the cached list of /betrieb/einblick loads again, so going back shows the
 * new or renamed embed at once instead of the list from before the save.
 */
export function refreshEmbedList(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === 'embeds')
}
