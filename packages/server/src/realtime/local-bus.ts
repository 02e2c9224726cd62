import type { Bus, BusHandler } from './bus.ts'

/** The bus of a single server process: publishing is a direct call. */
export function createLocalBus(): Bus {
  let handler: BusHandler | undefined
  return {
    async publish(message) {
      handler?.(message)
    },
    subscribe(next) {
      handler = next
    },
    async close() {
      handler = undefined
    },
  }
}
