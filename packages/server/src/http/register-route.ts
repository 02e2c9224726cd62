import type { Route } from '@oabat/core/contract'
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import { checkAccess } from '../auth/access-check.ts'
import type { Session } from '../auth/session.ts'
import { HttpError } from './http-error.ts'
import { nulCharacterErrors } from './nul-characters.ts'
import { readBody } from './read-body.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The contract route answering this request; the answer middleware picks its caching by it. */
    contractRoute: Route
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

export interface RouteInput<R extends Route> {
  params: Parsed<R['params']>
  query: Parsed<R['query']>
  body: Parsed<R['body']>
  context: Context
  /** The caller (null for a guest); the route's access has been checked already. */
  session: Session | null
}

export type RouteHandler<R extends Route> = (
  input: RouteInput<R>,
) => Promise<z.input<R['response']> | Response> | z.input<R['response']> | Response

/** Hono path from SPEC's {param} form. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return errors
}

function check<S extends z.ZodType | undefined>(schema: S, value: unknown): Parsed<S> {
  if (!schema) return undefined as Parsed<S>
  const nul = nulCharacterErrors(value)
  if (Object.keys(nul).length > 0) throw new HttpError(422, 'Die Eingaben sind ungültig.', nul)
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(422, 'Die Eingaben sind ungültig.', fieldErrors(result.error))
  return result.data as Parsed<S>
}

/**
 * Registers the handler of one contract route: the route's access is enforced first (401/403,
 * SPEC §6), then the input is checked by its schemas (422), and the answer goes out as JSON.
 */
export function registerRoute<R extends Route>(app: Hono, route: R, handler: RouteHandler<R>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  app[method](honoPath(route.path), async (context) => {
    context.set('contractRoute', route)
    const session = await checkAccess(context, route.access)
    const params = check(route.params, context.req.param()) as Parsed<R['params']>
    const query = check(route.query, context.req.query()) as Parsed<R['query']>
    const body = route.body ? check(route.body, await readBody(context)) : undefined
    const result = await handler({ params, query, body: body as Parsed<R['body']>, context, session })
    if (result instanceof Response) return result
    if (route.status === 204) return context.body(null, 204)
    return context.json(result as object, route.status ?? 200)
  })
}
