/** A decorative map with pins beside the home page search; hidden from assistive technology. */
export function HeroIllustration() {
  return (
    <svg className="hero-illustration" viewBox="0 0 400 340" aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="360" height="280" rx="28" fill="var(--oabat-color-primary-soft)" />
      <path
        d="M40 220 C 110 180, 150 260, 220 210 S 330 150, 370 190"
        fill="none"
        stroke="#fff"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M90 60 C 120 130, 70 170, 130 250 S 180 300, 200 300"
        fill="none"
        stroke="#fff"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx="200" cy="170" r="70" fill="none" stroke="var(--oabat-color-primary)" strokeDasharray="6 8" />
      <g fill="var(--oabat-color-primary)">
        <path d="M200 120a24 24 0 0 0-24 24c0 18 24 44 24 44s24-26 24-44a24 24 0 0 0-24-24Z" />
        <path d="M120 190a14 14 0 0 0-14 14c0 10 14 26 14 26s14-16 14-26a14 14 0 0 0-14-14Z" opacity="0.7" />
        <path d="M290 140a14 14 0 0 0-14 14c0 10 14 26 14 26s14-16 14-26a14 14 0 0 0-14-14Z" opacity="0.7" />
      </g>
      <g fill="var(--oabat-color-secondary)">
        <path d="M250 220a14 14 0 0 0-14 14c0 10 14 26 14 26s14-16 14-26a14 14 0 0 0-14-14Z" />
        <path d="M160 80a12 12 0 0 0-12 12c0 9 12 22 12 22s12-13 12-22a12 12 0 0 0-12-12Z" />
      </g>
      <circle cx="200" cy="144" r="9" fill="#fff" />
      <rect x="236" y="60" width="120" height="44" rx="12" fill="#fff" />
      <rect x="250" y="74" width="60" height="8" rx="4" fill="var(--oabat-color-primary)" />
      <rect x="250" y="88" width="88" height="6" rx="3" fill="var(--oabat-color-border)" />
    </svg>
  )
}
