import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { classNames } from './class-names.ts'
import './button.css'

/** SPEC §5 button design options. */
export const BUTTON_DESIGNS = [
  'white',
  'black',
  'flat',
  'flat-white',
  'primary',
  'primary-flat',
  'secondary',
  'secondary-flat',
  'primary-frameless',
  'secondary-frameless',
  'transparent',
] as const
export type ButtonDesign = (typeof BUTTON_DESIGNS)[number]

/** SPEC §5 button sizes. */
export const BUTTON_SIZES = ['tiny', 'small', 'regular', 'large', 'x-large'] as const
export type ButtonSize = (typeof BUTTON_SIZES)[number]

interface ButtonLook {
  design?: ButtonDesign
  size?: ButtonSize
  /** Stretches the button to the full width of its container. */
  block?: boolean
  children?: ReactNode
}

export type ButtonProps = ButtonLook &
  (
    | ({ href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>)
    | ({ href: string } & AnchorHTMLAttributes<HTMLAnchorElement>)
  )

/** The class names of a button look, for links rendered by a router that need the same appearance. */
export function buttonClassName(look: Omit<ButtonLook, 'children'> = {}, extra?: string): string {
  const { design = 'primary', size = 'regular', block = false } = look
  return classNames(
    'oabat-ui-button',
    `oabat-ui-button--${design}`,
    `oabat-ui-button--${size}`,
    block && 'oabat-ui-button--block',
    extra,
  )
}

/** A button in one of the SPEC designs; renders a link (`<a>`) when given an href. */
export function Button(props: ButtonProps) {
  const { design, size, block, className, children, ...rest } = props
  const cls = buttonClassName({ design, size, block }, className)
  if (rest.href !== undefined) {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={cls}>
        {children}
      </a>
    )
  }
  const buttonProps = rest as ButtonHTMLAttributes<HTMLButtonElement>
  return (
    <button type="button" {...buttonProps} className={cls}>
      {children}
    </button>
  )
}
