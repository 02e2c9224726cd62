import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { lazy, Suspense } from 'react'
import { Skeleton } from '../../components/skeleton.tsx'
import type { BlockField } from './block-catalog.ts'

/** Tiptap is heavy: it loads in its own chunk, only when a rich-text field is on screen. */
const RichTextEditor = lazy(() =>
  import('../../articles/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
)

export type Settings = Record<string, unknown>

/** The server's first error for a field's path (`draft.blocks.0.items.1.answer`), if any. */
export type ErrorAt = (path: string) => string | null

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/**
 * Optional settings left empty are left out, so the server sees no empty address or e-mail; a
 * required one stays empty, so the server names what is missing („Bitte gib den Namen an.“).
 */
function withValue(settings: Settings, field: BlockField, value: unknown): Settings {
  const next = { ...settings }
  const { key } = field
  const required = 'required' in field && field.required === true
  if (value === undefined || (value === '' && !required)) delete next[key]
  else next[key] = value
  return next
}

/** The fields of one block (or of one entry of a list inside it), bound to its settings. */
export function BlockFields({
  fields,
  settings,
  onChange,
  path,
  errorAt,
  context,
}: {
  fields: readonly BlockField[]
  settings: Settings
  onChange: (settings: Settings) => void
  /** Where these settings sit in the draft, for the server's field errors. */
  path: string
  errorAt: ErrorAt
  /** The block's own settings, for fields of list entries that depend on them (feature table values). */
  context?: Settings
}) {
  return (
    <>
      {fields.map((field) => (
        <Field
          key={field.key}
          field={field}
          value={settings[field.key]}
          onChange={(value) => onChange(withValue(settings, field, value))}
          path={`${path}.${field.key}`}
          errorAt={errorAt}
          context={context ?? settings}
        />
      ))}
    </>
  )
}

function Field({
  field,
  value,
  onChange,
  path,
  errorAt,
  context,
}: {
  field: BlockField
  value: unknown
  onChange: (value: unknown) => void
  path: string
  errorAt: ErrorAt
  context: Settings
}) {
  const error = errorAt(path)
  // What every plain field gets: its label, help, value and the server's message.
  const shared = { label: field.label, hint: 'hint' in field ? field.hint : undefined, value: asText(value), error }
  const required = 'required' in field ? field.required : undefined
  switch (field.kind) {
    case 'text':
    case 'url':
      return <TextField {...shared} required={required} type={field.kind} onChange={(e) => onChange(e.target.value)} />
    case 'textarea':
      return <TextAreaField {...shared} required={required} rows={3} onChange={(e) => onChange(e.target.value)} />
    case 'number':
      return (
        <TextField
          {...shared}
          type="number"
          min={field.min}
          max={field.max}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      )
    case 'select':
      return (
        <SelectField
          label={field.label}
          options={field.options.map(([optionValue, label]) => ({ value: optionValue, label }))}
          value={asText(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'lines':
      return (
        <TextAreaField
          label={field.label}
          hint={field.hint}
          rows={3}
          value={Array.isArray(value) ? value.join('\n') : ''}
          error={error ?? firstItemError(errorAt, path, Array.isArray(value) ? value.length : 0)}
          onChange={(e) =>
            onChange(
              e.target.value
                .split('\n')
                .map((line, index, all) => (index === all.length - 1 ? line : line.trim()))
                .filter((line, index, all) => line.trim() !== '' || index === all.length - 1),
            )
          }
        />
      )
    case 'rich':
      return (
        <>
          <Suspense fallback={<Skeleton lines={4} label="Texteditor wird geladen …" />}>
            <RichTextEditor label={field.label} initialHtml={asText(value)} onChange={onChange} />
          </Suspense>
          {error ? <p className="block-editor__error">{error}</p> : null}
        </>
      )
    case 'flags': {
      const columns = Array.isArray(context[field.columnsKey]) ? (context[field.columnsKey] as unknown[]) : []
      const flags = Array.isArray(value) ? (value as unknown[]) : []
      return (
        <fieldset className="block-editor__flags">
          <legend>{field.label}</legend>
          {columns.map((column, index) => (
            <CheckboxField
              // biome-ignore lint/suspicious/noArrayIndexKey: one checkbox per column, in the columns' order
              key={index}
              label={asText(column) || `Spalte ${index + 1}`}
              checked={flags[index] === true}
              onChange={(e) => onChange(columns.map((_, i) => (i === index ? e.target.checked : flags[i] === true)))}
            />
          ))}
          {error ? <p className="block-editor__error">{error}</p> : null}
        </fieldset>
      )
    }
    case 'items':
      return (
        <ItemsField field={field} value={value} onChange={onChange} path={path} errorAt={errorAt} context={context} />
      )
  }
}

function firstItemError(errorAt: ErrorAt, path: string, count: number): string | null {
  for (let index = 0; index < count; index++) {
    const error = errorAt(`${path}.${index}`)
    if (error) return error
  }
  return null
}

function ItemsField({
  field,
  value,
  onChange,
  path,
  errorAt,
  context,
}: {
  field: Extract<BlockField, { kind: 'items' }>
  value: unknown
  onChange: (value: unknown) => void
  path: string
  errorAt: ErrorAt
  context: Settings
}) {
  const items = Array.isArray(value) ? (value as Settings[]) : []
  const error = errorAt(path)
  return (
    <fieldset className="block-editor__items">
      <legend>{field.label}</legend>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no ids; their order is the block's
        <div key={index} className="block-editor__item">
          <BlockFields
            fields={field.item}
            settings={item}
            onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
            path={`${path}.${index}`}
            errorAt={errorAt}
            context={context}
          />
          <Button
            type="button"
            design="flat"
            size="small"
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            {field.itemLabel} {index + 1} entfernen
          </Button>
        </div>
      ))}
      {error ? <p className="block-editor__error">{error}</p> : null}
      <Button type="button" design="white" size="small" onClick={() => onChange([...items, field.empty()])}>
        {field.itemLabel} hinzufügen
      </Button>
    </fieldset>
  )
}
