import type { AttributeSchema, AttributeValues } from '@oabat/widgets'
import { type ReactNode, useMemo } from 'react'
import { useSearch } from 'wouter'
import { usePageHead } from '../head/use-page-head.ts'
import { EmbedFrame, EmbedParameterError } from './embed-frame.tsx'
import { readEmbedParameters } from './embed-parameters.ts'

export interface WidgetEmbedPageProps<S extends AttributeSchema> {
  /** The heading and the page title. */
  title: string
  description: string
  /** The portal page the embed stands for (the search engines' canonical address). */
  canonicalPath: string
  /** The widget's attribute schema: the embed's query parameters mean the same. */
  attributes: S
  /** The widget, given the parsed query parameters. */
  children: (values: AttributeValues<S>) => ReactNode
}

/** An embed of one widget configured by its query parameters; a wrong parameter shows its German message. */
export function WidgetEmbedPage<S extends AttributeSchema>(props: WidgetEmbedPageProps<S>) {
  const { title, description, canonicalPath, attributes } = props
  const search = useSearch()
  const parsed = useMemo(() => readEmbedParameters(attributes, search), [attributes, search])
  usePageHead({ title, description, canonicalPath })
  return (
    <EmbedFrame title={title}>
      {parsed.ok ? props.children(parsed.values) : <EmbedParameterError message={parsed.message} />}
    </EmbedFrame>
  )
}
