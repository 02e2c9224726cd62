import type { z } from 'zod'
import type { RouteAccess } from '../rules/route-access.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What a browser needs to call a route: method and path in SPEC's {param} form. No schemas. */
export interface RouteRef {
  readonly method: HttpMethod
  readonly path: string
}

/** One call of SPEC §7: its reference plus the zod schemas of its input and output. */
export interface RouteDefinition {
  readonly summary: string
  readonly tag: string
  /**
   * Who may call it (rules/route-access.ts). The server refuses everyone else before the handler
   * runs: 401 without a valid login, 403 with a login that may not.
   */
  readonly access: RouteAccess
  readonly params?: z.ZodObject
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  readonly response: z.ZodType
  /** Status of a successful answer; 200 unless stated. */
  readonly status?: 200 | 201 | 204
  /** Examples for the OpenAPI reference: a request body and a successful answer. */
  readonly examples?: { readonly request?: unknown; readonly response?: unknown }
}

export type Route = RouteRef & RouteDefinition

/** Joins a route reference with its schemas, keeping both literal types. */
export function defineRoute<const R extends RouteRef, const D extends RouteDefinition>(ref: R, definition: D): R & D {
  return { ...ref, ...definition }
}
