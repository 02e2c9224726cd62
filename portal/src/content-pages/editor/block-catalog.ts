import type { ContentPageBlockType } from '@oabat/core'

/**
 * What the block editor knows of each block (docs/content-pages.md, "Editor"): its German name,
 * the settings it starts with, and the fields that edit them. The server checks the settings
 * (ContentPageBlock in core); the editor only offers the fields.
 */
export type BlockField =
  | { key: string; label: string; kind: 'text' | 'textarea' | 'url'; hint?: string; required?: boolean }
  | { key: string; label: string; kind: 'number'; hint?: string; min: number; max: number }
  | { key: string; label: string; kind: 'select'; options: ReadonlyArray<readonly [string, string]> }
  /** One text per line, stored as a list of texts. */
  | { key: string; label: string; kind: 'lines'; hint?: string }
  /** The rich-text editor (its own lazy chunk), stored as HTML. */
  | { key: string; label: string; kind: 'rich' }
  /** A list of entries, each with the same fields. */
  | { key: string; label: string; kind: 'items'; item: readonly BlockField[]; itemLabel: string; empty: () => object }
  /** The yes/no values of a feature table row, one per column of the block. */
  | { key: string; label: string; kind: 'flags'; columnsKey: string }

export interface BlockKind {
  label: string
  /** The settings a new block starts with. */
  initial: () => Record<string, unknown>
  fields: readonly BlockField[]
}

const title: BlockField = { key: 'title', label: 'Überschrift (optional)', kind: 'text' }
const location: BlockField = {
  key: 'location',
  label: 'Ort (optional)',
  kind: 'text',
  hint: 'Die Adresse des Orts, z. B. passau',
}
const radius: BlockField = { key: 'radius', label: 'Umkreis in km (optional)', kind: 'number', min: 1, max: 200 }
const channel: BlockField = { key: 'channel', label: 'Kanal (optional)', kind: 'text', hint: 'z. B. passau' }
const pageSize: BlockField = { key: 'page_size', label: 'Anzahl je Seite (optional)', kind: 'number', min: 1, max: 50 }

export const BLOCK_KINDS: Record<ContentPageBlockType, BlockKind> = {
  rich_text: {
    label: 'Text',
    initial: () => ({ html: '' }),
    fields: [{ key: 'html', label: 'Text', kind: 'rich' }],
  },
  faq: {
    label: 'Häufige Fragen (FAQ)',
    initial: () => ({ items: [{ question: '', answer: '' }] }),
    fields: [
      title,
      {
        key: 'items',
        label: 'Fragen',
        kind: 'items',
        itemLabel: 'Frage',
        empty: () => ({ question: '', answer: '' }),
        item: [
          { key: 'question', label: 'Frage', kind: 'text', required: true },
          { key: 'answer', label: 'Antwort', kind: 'textarea', required: true },
        ],
      },
    ],
  },
  person: {
    label: 'Person',
    initial: () => ({ name: '' }),
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'role', label: 'Funktion (optional)', kind: 'text' },
      { key: 'text', label: 'Text (optional)', kind: 'textarea' },
      { key: 'image_url', label: 'Foto (Adresse, optional)', kind: 'url' },
      { key: 'email', label: 'E-Mail (optional)', kind: 'text' },
      { key: 'phone', label: 'Telefon (optional)', kind: 'text' },
    ],
  },
  partner_card: {
    label: 'Partnerkarte',
    initial: () => ({ name: '' }),
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'text', label: 'Text (optional)', kind: 'textarea' },
      { key: 'logo_url', label: 'Logo (Adresse, optional)', kind: 'url' },
      { key: 'url', label: 'Link (optional)', kind: 'url' },
    ],
  },
  gallery: {
    label: 'Galerie',
    initial: () => ({ images: [{ url: '', alt: '' }] }),
    fields: [
      title,
      {
        key: 'images',
        label: 'Bilder',
        kind: 'items',
        itemLabel: 'Bild',
        empty: () => ({ url: '', alt: '' }),
        item: [
          { key: 'url', label: 'Bild (Adresse)', kind: 'url', required: true },
          { key: 'alt', label: 'Was das Bild zeigt (Alternativtext)', kind: 'text', required: true },
        ],
      },
    ],
  },
  feature_table: {
    label: 'Funktionstabelle',
    initial: () => ({ columns: ['Basis', 'Pro'], rows: [{ feature: '', values: [true, true] }] }),
    fields: [
      title,
      { key: 'columns', label: 'Spalten (eine je Zeile, höchstens 5)', kind: 'lines' },
      {
        key: 'rows',
        label: 'Zeilen',
        kind: 'items',
        itemLabel: 'Zeile',
        empty: () => ({ feature: '', values: [] }),
        item: [
          { key: 'feature', label: 'Eigenschaft', kind: 'text', required: true },
          { key: 'values', label: 'Enthalten in', kind: 'flags', columnsKey: 'columns' },
        ],
      },
    ],
  },
  pricing: {
    label: 'Preise',
    initial: () => ({ plans: [{ name: '', price: '', features: [] }] }),
    fields: [
      title,
      {
        key: 'plans',
        label: 'Pakete',
        kind: 'items',
        itemLabel: 'Paket',
        empty: () => ({ name: '', price: '', features: [] }),
        item: [
          { key: 'name', label: 'Name', kind: 'text', required: true },
          { key: 'price', label: 'Preis', kind: 'text', required: true },
          { key: 'period', label: 'Zeitraum (optional)', kind: 'text' },
          { key: 'features', label: 'Leistungen (eine je Zeile)', kind: 'lines' },
          { key: 'cta_label', label: 'Beschriftung des Knopfs (optional)', kind: 'text' },
          { key: 'cta_url', label: 'Link des Knopfs (optional)', kind: 'url' },
        ],
      },
    ],
  },
  job_list: {
    label: 'Stellenliste (Karussell oder Ergebnisliste)',
    initial: () => ({ variant: 'results', job_type: 'ausbildung' }),
    fields: [
      {
        key: 'variant',
        label: 'Darstellung',
        kind: 'select',
        options: [
          ['results', 'Ergebnisliste'],
          ['carousel', 'Karussell'],
        ],
      },
      title,
      {
        key: 'job_type',
        label: 'Stellen',
        kind: 'select',
        options: [
          ['ausbildung', 'Ausbildung'],
          ['praktikum', 'Praktikum'],
          ['alle', 'Alle'],
        ],
      },
      location,
      radius,
      channel,
      { key: 'category', label: 'Kategorie (optional)', kind: 'text' },
      pageSize,
    ],
  },
  business_list: {
    label: 'Betriebsliste',
    initial: () => ({}),
    fields: [title, location, radius, channel, pageSize],
  },
  region_events: {
    label: 'Events der Region',
    initial: () => ({ channel: '' }),
    fields: [title, { key: 'channel', label: 'Kanal der Region', kind: 'text', hint: 'z. B. passau', required: true }],
  },
  consent_button: {
    label: 'Cookie-Einstellungen (Knopf)',
    initial: () => ({}),
    fields: [{ key: 'text', label: 'Text (optional)', kind: 'textarea' }],
  },
  contact_form: {
    label: 'Kontaktformular',
    initial: () => ({}),
    fields: [
      title,
      { key: 'intro', label: 'Einleitung (optional)', kind: 'textarea' },
      {
        key: 'kind',
        label: 'Formular',
        kind: 'select',
        options: [
          ['', 'Nachricht von dieser Seite (nennt ihren Pfad)'],
          ['kontakt', 'Kontakt (wie /kontakt, mit Telefon)'],
          ['idee', 'Idee (wie /idee)'],
        ],
      },
    ],
  },
  job_cards: {
    label: 'Beispiel-Stellen (Karten)',
    initial: () => ({ jobs: [] }),
    fields: [title, { key: 'jobs', label: 'Stellen (Adresse/Slug, eine je Zeile)', kind: 'lines' }],
  },
  schools: {
    label: 'Schulen der Region',
    initial: () => ({ region: '' }),
    fields: [title, { key: 'region', label: 'Region', kind: 'text', hint: 'z. B. passau', required: true }],
  },
  registration: {
    label: 'Registrierung',
    initial: () => ({ role: 'trainee' }),
    fields: [
      {
        key: 'role',
        label: 'Für',
        kind: 'select',
        options: [
          ['trainee', 'Azubis'],
          ['business', 'Unternehmen'],
        ],
      },
      title,
      { key: 'text', label: 'Text (optional)', kind: 'textarea' },
      { key: 'button_label', label: 'Beschriftung des Knopfs (optional)', kind: 'text' },
    ],
  },
  article_list: {
    label: 'Artikelliste',
    initial: () => ({ limit: 3 }),
    fields: [title, { key: 'limit', label: 'Anzahl', kind: 'number', min: 1, max: 12 }],
  },
  slot_form: {
    label: 'Terminbuchung (Speeddating)',
    initial: () => ({ region: '' }),
    fields: [
      title,
      {
        key: 'region',
        label: 'Region, deren Termine gebucht werden',
        kind: 'text',
        hint: 'z. B. passau',
        required: true,
      },
    ],
  },
  campaign: {
    label: 'Kampagne (Teaser)',
    initial: () => ({ campaign: '' }),
    fields: [
      {
        key: 'campaign',
        label: 'Kampagne (Kurzname)',
        kind: 'text',
        hint: 'Der Kurzname aus /admin/kampagne, z. B. herbst-2026. Gezeigt wird der Teaser, solange sie läuft.',
        required: true,
      },
      {
        key: 'source',
        label: 'Quelle im Link (optional)',
        kind: 'text',
        hint: 'Wie diese Seite in den Zahlen der Kampagne heißt; ohne Angabe „inhaltsseite“.',
      },
    ],
  },
}

export const BLOCK_TYPES = Object.keys(BLOCK_KINDS) as ContentPageBlockType[]
