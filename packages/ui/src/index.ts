/**
 * @module @oabat/ui — design primitives written against the React API, so the portal renders them
 * with React and the widgets with preact/compat. Each primitive brings its own CSS file.
 */

export * from './button.tsx'
export * from './card.tsx'
export * from './checkbox-field.tsx'
export * from './class-names.ts'
export * from './dialog.tsx'
export * from './loading-bar.tsx'
export * from './notice.tsx'
export * from './select-field.tsx'
export * from './snackbar.tsx'
export * from './text-area-field.tsx'
export * from './text-field.tsx'
