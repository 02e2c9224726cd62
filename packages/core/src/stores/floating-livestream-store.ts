import { atom } from 'nanostores'

/** The stream a visitor left while it was live: the portal's floating window plays it on the other pages. */
export interface FloatingLivestream {
  id: number
  title: string
}

export const $floatingLivestream = atom<FloatingLivestream | null>(null)

export function floatLivestream(stream: FloatingLivestream): void {
  $floatingLivestream.set(stream)
}

export function closeFloatingLivestream(): void {
  $floatingLivestream.set(null)
}
