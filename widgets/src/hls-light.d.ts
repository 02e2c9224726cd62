/** hls.js's light build ships without its own declaration; it is the same API as the full build. */
declare module 'hls.js/light' {
  export { default } from 'hls.js'
}
