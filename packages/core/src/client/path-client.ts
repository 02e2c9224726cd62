import type { z } from 'zod'
import type { RouteRef } from '../contract/define-route.ts'
import type { Contract } from '../contract/index.ts'
import type { RouteKey } from '../contract/route-paths.ts'
import { ApiRequestError } from './api-error.ts'

type InputOf<S> = S extends z.ZodType ? z.input<S> : never
type Field<R, K extends string, Name extends string> = R extends { [P in K]: infer S }
  ? { [P in Name]: InputOf<S> }
  : { [P in Name]?: never }

/** The input of a call: path params, query and body, each typed from the contract's schemas. */
export type CallInput<K extends RouteKey> = Field<Contract[K], 'params', 'params'> &
  Partial<Field<Contract[K], 'query', 'query'>> &
  Field<Contract[K], 'body', 'body'>

/** The parsed JSON answer of a call. */
export type CallOutput<K extends RouteKey> = z.output<Contract[K]['response']>

/** Any part of the contract's route table (`routePaths` or some of its groups). */
export type PathTable = { readonly [K in RouteKey]?: RouteRef }

/** A typed call of the routes in `P`. */
export type PathCall<P extends PathTable> = <K extends keyof P & RouteKey>(
  key: K,
  input: CallInput<K>,
  init?: { signal?: AbortSignal },
) => Promise<CallOutput<K>>

export interface ApiClientOptions {
  /** Origin of the API server; '' means the page's own origin. */
  baseUrl: string
  /** Bearer token, read on every call so that login and logout take effect at once. */
  token?: () => string | null | undefined
  fetch?: typeof fetch
}

/** Builds the URL of a call: {param} placeholders filled, query values serialised. */
export function buildCallUrl(baseUrl: string, path: string, params?: object, query?: object): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name]
    if (value === undefined || value === null) throw new Error(`Pfadparameter ${name} fehlt.`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const qs = search.toString()
  return `${baseUrl.replace(/\/$/, '')}${filled}${qs ? `?${qs}` : ''}`
}

/**
 * A typed client over the given route table. Widgets pass only the route groups they call, so the
 * paths of the rest of the API (the employer area, accounts) stay out of their bundles.
 */
export function createPathClient<P extends PathTable>(paths: P, options: ApiClientOptions): PathCall<P> {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  return async function call<K extends keyof P & RouteKey>(
    key: K,
    input: CallInput<K>,
    init?: { signal?: AbortSignal },
  ): Promise<CallOutput<K>> {
    const route = paths[key] as RouteRef
    const { params, query, body } = input as { params?: object; query?: object; body?: unknown }
    const headers: Record<string, string> = { Accept: 'application/json' }
    const token = options.token?.()
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await doFetch(buildCallUrl(options.baseUrl, route.path, params, query), {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: init?.signal,
      })
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error
      throw new ApiRequestError(0, null)
    }
    const json = (await response.json().catch(() => null)) as unknown
    // Aborted while the body was read: json() failed for that reason, not because the body is bad.
    // Answering null here would hand the caller an empty answer it never asked for.
    init?.signal?.throwIfAborted()
    if (!response.ok) throw new ApiRequestError(response.status, json as { message?: string })
    return json as CallOutput<K>
  }
}
