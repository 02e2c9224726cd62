/** SPEC §4/§9 route history: the last 20 visited paths, so a back link knows where the visitor came from. */
export const ROUTE_HISTORY_SIZE = 20

const visited: string[] = []

export function recordRoute(path: string): void {
  if (visited[visited.length - 1] === path) return
  visited.push(path)
  if (visited.length > ROUTE_HISTORY_SIZE) visited.shift()
}

/** The page visited before the current one inside the portal, if any. */
export function previousRoute(): string | null {
  return visited.length >= 2 ? (visited[visited.length - 2] ?? null) : null
}
