/** Vite's `?inline` CSS imports: the stylesheet as a string (adopted as a constructable sheet). */
declare module '*.css?inline' {
  const css: string
  export default css
}
