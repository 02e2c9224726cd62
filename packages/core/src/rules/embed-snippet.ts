/**
 * The snippets of the Einblick builder (issue #15 item 1, docs/einblick.md): for one embed, the
 * script tag with its element, and where the kind allows it, an iframe for site builders that
 * strip scripts. Attribute values are slugs, numbers and enum words only; they are escaped anyway.
 */

/**
 * What an embed shows: the company's jobs (optionally one site and one type), one job, the chat
 * button, the company's business card, or the livestream of a fair the company takes part in.
 */
export const EMBED_KINDS = ['job-list', 'job-card', 'chat', 'business-card', 'livestream'] as const
export const EMBED_JOB_TYPES = ['alle', 'ausbildung', 'praktikum'] as const

export const EMBED_KIND_LABELS: Record<(typeof EMBED_KINDS)[number], string> = {
  'job-list': 'Stellenliste',
  'job-card': 'Eine Stelle als Karte',
  chat: 'Chat-Button',
  'business-card': 'Betriebskarte',
  livestream: 'Livestream einer Messe',
}

/** Jobs „at a site“: the company's jobs within this radius (km) of the site's position. */
export const EMBED_SITE_RADIUS_KM = 1

export interface EmbedSnippetInput {
  kind: (typeof EMBED_KINDS)[number]
  businessSlug: string
  themeId: number | null
  settings: {
    type: (typeof EMBED_JOB_TYPES)[number]
    job: string | null
    page_size: number
    /** livestream: the livestream's id. */
    livestream?: number | null
  }
  /** The chosen site's position, for a list of one site's jobs. */
  site: { latitude: number; longitude: number } | null
}

export interface EmbedSnippets {
  /** The widget's attributes, in the order they are written. */
  attributes: Array<[string, string]>
  tag: string
  /** `<script …>` plus the element. */
  script: string
  /** The iframe, or null where the kind needs the script (the chat). */
  iframe: string | null
  /** The iframe's address, for the preview. */
  iframeSrc: string | null
}

const TAGS = {
  'job-list': 'oabat-job-list',
  'job-card': 'oabat-job-card',
  chat: 'oabat-chat',
  'business-card': 'oabat-business-list',
  livestream: 'oabat-livestream',
} as const

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function coordinate(value: number): string {
  return String(Math.round(value * 1e5) / 1e5)
}

/** The element's attributes of an embed (without `api`: the loader's origin is the API). */
export function embedAttributes(input: EmbedSnippetInput): Array<[string, string]> {
  const attributes: Array<[string, string]> = []
  if (input.kind === 'job-list') {
    attributes.push(['business', input.businessSlug], ['type', input.settings.type])
    if (input.site) {
      attributes.push(
        ['latitude', coordinate(input.site.latitude)],
        ['longitude', coordinate(input.site.longitude)],
        ['radius', String(EMBED_SITE_RADIUS_KM)],
      )
    }
    attributes.push(['page-size', String(input.settings.page_size)])
  } else if (input.kind === 'job-card') {
    attributes.push(['job', input.settings.job ?? ''])
  } else if (input.kind === 'business-card') {
    // The business list of one company: its card, once.
    attributes.push(['business', input.businessSlug], ['page-size', '1'])
  } else if (input.kind === 'livestream') {
    attributes.push(['livestream', String(input.settings.livestream ?? '')])
  } else {
    attributes.push(['business', input.businessSlug])
  }
  if (input.themeId !== null) attributes.push(['theme', String(input.themeId)])
  return attributes
}

/** Script and iframe snippets of an embed, with the portal's absolute origin. */
export function embedSnippets(origin: string, input: EmbedSnippetInput): EmbedSnippets {
  const tag = TAGS[input.kind]
  const attributes = embedAttributes(input)
  const written = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')
  const script = `<script src="${origin}/widgets/oabat.js" async></script>\n<${tag}${written}></${tag}>`
  let iframeSrc: string | null = null
  let height = 640
  let title = 'Unsere offenen Stellen'
  if (input.kind === 'job-list') {
    iframeSrc = `${origin}/embed/jobs?${new URLSearchParams(attributes).toString()}`
  } else if (input.kind === 'job-card' && input.settings.job) {
    const query = input.themeId === null ? '' : `?theme=${input.themeId}`
    iframeSrc = `${origin}/betriebe/${encodeURIComponent(input.businessSlug)}/jobs/${encodeURIComponent(input.settings.job)}/card_embed${query}`
    height = 340
    title = 'Unsere Stelle'
  } else if (input.kind === 'business-card') {
    iframeSrc = `${origin}/embed/businesses?${new URLSearchParams(attributes).toString()}`
    height = 320
    title = 'Unser Betrieb'
  } else if (input.kind === 'livestream' && input.settings.livestream) {
    iframeSrc = `${origin}/embed/livestream?${new URLSearchParams(attributes).toString()}`
    height = 720
    title = 'Unser Livestream'
  }
  const iframe =
    iframeSrc === null
      ? null
      : `<iframe src="${escapeAttribute(iframeSrc)}" title="${title}" width="100%" height="${height}" loading="lazy" style="border: 0"></iframe>`
  return { attributes, tag, script, iframe, iframeSrc }
}
