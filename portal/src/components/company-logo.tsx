import { useState } from 'react'
import { initialsOf } from './format.ts'
import './company-logo.css'

/** A business logo, or its initials when there is none or it fails to load. */
export function CompanyLogo({ name, url, size = 64 }: { name: string; url: string | null; size?: number }) {
  const [broken, setBroken] = useState(false)
  return (
    <span className="company-logo" style={{ width: size, height: size }}>
      {url && !broken ? (
        <img src={url} alt={`Logo von ${name}`} width={size} height={size} onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden="true" style={{ fontSize: size * 0.36 }}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  )
}
