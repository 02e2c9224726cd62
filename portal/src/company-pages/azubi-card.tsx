import { trainingYearLabel } from '@oabat/core'
import type { Azubi } from '@oabat/core/contract'
import type { ReactNode } from 'react'
import { ResponsivePicture } from '../media/responsive-picture.tsx'
import './company-pages.css'

/** One apprentice: photo, name, occupation and year, their few sentences and the optional video link. */
export function AzubiCard({ azubi, children }: { azubi: Azubi; children?: ReactNode }) {
  return (
    <article className="azubi-card" aria-labelledby={`azubi-${azubi.id}`}>
      {azubi.image && (
        <ResponsivePicture
          image={azubi.image}
          size="small"
          alt={`${azubi.name}, ${azubi.occupation}`}
          className="azubi-card__photo"
        />
      )}
      <div className="azubi-card__text">
        <h3 id={`azubi-${azubi.id}`}>{azubi.name}</h3>
        <p className="internship-page__muted">
          {azubi.occupation} · {trainingYearLabel(azubi.training_year)}
        </p>
        <p className="azubi-card__about">{azubi.about}</p>
        {azubi.video_url && (
          <p>
            <a href={azubi.video_url} target="_blank" rel="noopener noreferrer nofollow">
              Video von {azubi.name} ansehen
            </a>
          </p>
        )}
        {children}
      </div>
    </article>
  )
}
