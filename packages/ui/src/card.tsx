import type { HTMLAttributes, ReactNode } from 'react'
import { classNames } from './class-names.ts'
import './card.css'

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; an article for self-contained content such as a job. */
  as?: 'div' | 'article' | 'section' | 'aside'
  /** Adds the standard inner spacing. */
  padded?: boolean
  children?: ReactNode
}

/** A surface with rounded corners and a soft shadow. */
export function Card({ as: Tag = 'div', padded = true, className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={classNames('oabat-ui-card', padded && 'oabat-ui-card--padded', className)}>
      {children}
    </Tag>
  )
}
