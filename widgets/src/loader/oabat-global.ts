/** The page-wide `window.oabat` object that the loader installs and the widgets read. */

/** Settings a host page may give with oabat('config', {...}) before or after the loader runs. */
export interface OabatConfig {
  /** Origin of the API; default: the origin the loader was loaded from. */
  api?: string
  /** Origin of the portal the job links point to; default: the loader's origin. */
  portal?: string
}

/** The command function; before the loader arrives, a stub that only queues its calls in `q`. */
export interface OabatGlobal {
  (command: string, ...args: unknown[]): void
  q?: ArrayLike<unknown>[]
  /** Set by the loader: a second copy of the loader sees it and does nothing. */
  loaded?: true
  version?: string
  config?: OabatConfig
  /** URL of the folder the loader came from, ending in "/". */
  base?: string
}

declare global {
  interface Window {
    oabat?: OabatGlobal
  }
}
