import type { PlatformStatistics } from '@oabat/core'

const numberFormat = new Intl.NumberFormat('de-DE')

/** The platform's headline numbers (GET /api/statistics/platform), in the order a visitor reads them. */
export const PLATFORM_FIGURES: ReadonlyArray<{ key: Exclude<keyof PlatformStatistics, 'updated_at'>; label: string }> =
  [
    { key: 'companies', label: 'Unternehmen' },
    { key: 'jobs', label: 'offene Stellen' },
    { key: 'apprenticeships', label: 'Ausbildungsplätze' },
    { key: 'internships', label: 'Praktikumsplätze' },
    { key: 'trainees', label: 'Azubis und Schüler:innen' },
    { key: 'schools', label: 'Schulen' },
    { key: 'regions', label: 'Regionen' },
    { key: 'job_interests', label: 'Bewerbungen und Interessen' },
  ]

/** The numbers as a definition list (the CSS shows each number above its name); shared by /statistiken/oabat and the admin's dashboard. */
export function PlatformFigures({ figures, className }: { figures: PlatformStatistics; className: string }) {
  return (
    <dl className={className}>
      {PLATFORM_FIGURES.map(({ key, label }) => (
        <div key={key} data-figure={key}>
          <dt>{label}</dt>
          <dd>{numberFormat.format(figures[key])}</dd>
        </div>
      ))}
    </dl>
  )
}
