type JsonSchema = Record<string, unknown>

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return ''
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? ''
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ')
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? '…'}–${schema.maximum ?? '…'})`
      : ''
  return `${String(schema.type ?? 'any')}${range}`
}

/** A readable, self-contained HTML reference of the OpenAPI document (no external scripts or fonts). */
export function renderReferencePage(document: JsonSchema): string {
  const paths = document.paths as Record<string, Record<string, JsonSchema>>
  const sections = Object.entries(paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const params = (op.parameters as JsonSchema[]).map(
          (p) =>
            `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${p.in}</td><td>${p.required ? 'ja' : 'nein'}</td><td>${escapeHtml(
              typeOf(p.schema as JsonSchema),
            )}${(p.schema as JsonSchema).default !== undefined ? ` · Standard ${escapeHtml(JSON.stringify((p.schema as JsonSchema).default))}` : ''}</td></tr>`,
        )
        const body = (op.requestBody as JsonSchema | undefined)?.content as
          | Record<string, { schema: JsonSchema }>
          | undefined
        const responses = op.responses as Record<string, JsonSchema>
        return `<section id="${escapeHtml(String(op.operationId))}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op.summary))}</p>
${params.length ? `<table><thead><tr><th>Parameter</th><th>Ort</th><th>Pflicht</th><th>Typ</th></tr></thead><tbody>${params.join('')}</tbody></table>` : ''}
${body ? `<details><summary>Anfrage (JSON)</summary><pre>${escapeHtml(JSON.stringify(body['application/json']?.schema, null, 2))}</pre></details>` : ''}
<details><summary>Antworten: ${Object.keys(responses).join(', ')}</summary><pre>${escapeHtml(JSON.stringify(responses, null, 2))}</pre></details>
</section>`
      }),
    )
    .join('\n')
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>oabat API – Referenz</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:1rem;overflow:auto;font-size:13px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}
.m{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:.1rem .4rem}
.get{background:#0b6e4f}.post{background:#1f5aa6}.put{background:#8a5a00}.delete{background:#a61f1f}
section{border-top:1px solid #ccc;padding-top:.5rem}</style></head><body>
<h1>oabat API</h1><p>${escapeHtml(String((document.info as JsonSchema).description))}
Maschinenlesbar: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}</body></html>`
}
