/** The route patterns the portal renders, registered by routes.tsx when it loads. */
const patterns = new Set<string>()

export function registerRoutePatterns(list: Iterable<string>): void {
  for (const pattern of list) patterns.add(pattern)
}

/** Whether the portal has a page for this route pattern (side menu entries check it, SPEC §2). */
export function hasRoute(pattern: string): boolean {
  return patterns.has(pattern)
}

/** Every registered pattern, in the router's order. */
export function routePatterns(): string[] {
  return [...patterns]
}
