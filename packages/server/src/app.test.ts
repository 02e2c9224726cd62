import { contract } from '@oabat/core/contract'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { useTestServer } from './test-support/use-test-server.ts'

const server = useTestServer()

describe('the API as a whole', () => {
  it('serves an OpenAPI document with every route of the contract', async () => {
    const { status, body } = await server().json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    )
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    for (const route of Object.values(contract)) {
      expect(body.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined()
    }
    const user = body.paths['/api/auth/user']?.get as { security?: unknown; responses: Record<string, unknown> }
    expect(user.security).toEqual([{ bearer: [] }])
    expect(Object.keys(user.responses)).toContain('401')
    const search = body.paths['/api/search']?.get as { security?: unknown }
    expect(search.security).toBeUndefined()
    const reference = await fetch(`${server().url}/api/docs`)
    expect(reference.headers.get('content-type')).toContain('text/html')
    expect(await reference.text()).toContain('/api/v2/locations/zip/{zip}')
  })

  it('answers unknown API paths with a German JSON 404', async () => {
    const { status, body } = await server().json<{ message: string }>('/api/gibt-es-nicht')
    expect(status).toBe(404)
    expect(body.message).toBe('Diese Schnittstelle gibt es nicht.')
  })

  it('allows public reads from any origin (widgets on company sites)', async () => {
    const response = await fetch(`${server().url}/api/job_categories`, { headers: { Origin: 'https://firma.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await fetch(`${server().url}/api/search/autocomplete_city`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://firma.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
  })
})

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'oabat.example' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('%j stops the start with a message naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`))
  })

  it('has safe defaults', () => {
    const config = loadConfig({ DATA_DIR: server().dataDir })
    expect(config.PORT).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.DATABASE_URL).toBeUndefined()
  })
})
