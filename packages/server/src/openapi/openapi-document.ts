import { type Contract, contract, type Route } from '@oabat/core/contract'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>

const COMPONENT = '#/components/schemas/'

/** Converts one schema; named schemas (meta id) become references into components. */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  delete json.$defs
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', `"${COMPONENT}`)) as JsonSchema
}

function parameters(route: Route): JsonSchema[] {
  const list: JsonSchema[] = []
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue
    const json = toSchema(schema, 'input')
    const required = new Set((json.required as string[] | undefined) ?? [])
    for (const [name, property] of Object.entries((json.properties as Record<string, JsonSchema>) ?? {})) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property })
    }
  }
  return list
}

function needsLogin(route: Route): boolean {
  return route.access !== 'public' && route.access !== 'guest' && route.access !== 'apiKey'
}

function accessLabel(route: Route): string {
  if (typeof route.access === 'string') return route.access
  return route.access.join(', ')
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${COMPONENT}ApiError` } } },
})

/**
 * The public API of the API connection product (docs/store.md „API-Anbindung“): an API key as bearer
 * token, refused without the product (403) and past the key's rate limit (429 with Retry-After).
 */
function apiKeyOperation(responses: JsonSchema): JsonSchema {
  return {
    security: [{ apiKey: [] }],
    description:
      'Zugriff: mit einem API-Schlüssel des Unternehmens (Produkt „API-Anbindung“), z. B. `curl -H "Authorization: Bearer oabat_…" …`. Jeder Schlüssel darf 120 Anfragen je Minute stellen.',
    responses: {
      ...responses,
      '401': errorResponse('Kein, ein unbekannter oder ein widerrufener API-Schlüssel'),
      '403': errorResponse('Das Unternehmen hat das Produkt „API-Anbindung“ nicht (mehr)'),
      '429': {
        ...errorResponse('Zu viele Anfragen mit diesem Schlüssel'),
        headers: { 'Retry-After': { description: 'Sekunden bis zur nächsten Anfrage', schema: { type: 'integer' } } },
      },
    },
  }
}

/** The OpenAPI 3.1 document of every route in the contract. */
export function buildOpenApiDocument(serverUrl: string): JsonSchema {
  const components = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT}${id}`,
  })
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).map(([id, schema]) => {
      const { $schema: _unused, id: _id, ...rest } = schema as JsonSchema
      return [id, rest]
    }),
  )
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [operationId, route] of Object.entries(contract) as Array<[keyof Contract, Route]>) {
    const operation: JsonSchema = {
      operationId,
      summary: route.summary,
      tags: [route.tag],
      parameters: parameters(route),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Erfolg',
          content: {
            'application/json': {
              schema: toSchema(route.response, 'output'),
              ...(route.examples?.response === undefined ? {} : { example: route.examples.response }),
            },
          },
        },
        ...(needsLogin(route) ? { '401': errorResponse('Nicht angemeldet oder Anmeldung abgelaufen') } : {}),
        ...(route.access !== 'public' && route.access !== 'user'
          ? { '403': errorResponse('Für dieses Konto nicht erlaubt') }
          : {}),
        ...(route.params ? { '404': errorResponse('Nicht gefunden') } : {}),
        '422': errorResponse('Ungültige Eingaben, mit Meldungen je Feld'),
      },
    }
    if (needsLogin(route)) {
      operation.security = [{ bearer: [] }]
      operation.description = `Zugriff: ${accessLabel(route)}`
    }
    if (route.access === 'apiKey') Object.assign(operation, apiKeyOperation(operation.responses as JsonSchema))
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: toSchema(route.body, 'input'),
            ...(route.examples?.request === undefined ? {} : { example: route.examples.request }),
          },
        },
      }
    }
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'oabat API',
      version: '2',
      description:
        'Die Schnittstelle von oabat: Orte, Suche, Stellen und Unternehmen. Fehler kommen als JSON mit deutscher Meldung.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Token aus POST /api/auth/login' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'API-Schlüssel (oabat_…) aus /betrieb/api-schluessel, nur mit dem Produkt „API-Anbindung“',
        },
      },
    },
  }
}
