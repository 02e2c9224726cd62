import qrcode from 'qrcode-generator'

/**
 * A QR code as SVG squares (qrcode-generator builds the matrix; React draws it, so no markup string
 * is injected). Error correction M stays readable on a printed, slightly smudged sheet.
 */
export function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const code = qrcode(0, 'M')
  code.addData(text)
  code.make()
  const count = code.getModuleCount()
  const margin = 4
  const cells: string[] = []
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) cells.push(`M${column + margin} ${row + margin}h1v1h-1z`)
    }
  }
  const extent = count + margin * 2
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  )
}
