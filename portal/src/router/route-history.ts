/** SPEC §4/§9 route history: the last 20 visited paths, so a back link knows where the visitor came from. */
export const ROUTE_HISTORY_SIZE = 20

const visited: string[] = []

export function recordRoute(path: string): void {
  if (visited[visited.length - 1] === path) return
  visited.push(path)
  if (visited.length > ROUTE_HISTORY_SIZE) visited.shift()
}

/** The page visited before `current` inside the portal, if any (current may not be recorded yet). */
export function previousRoute(current: string): string | null {
  const last = visited.length - 1
  const index = visited[last] === current ? last - 1 : last
  return index >= 0 ? (visited[index] ?? null) : null
}
