import type { Craft } from '@oabat/core'

/** Groups of occupations that share typical tasks; job-texts.ts holds the German task lists per family. */
export type OccupationFamily =
  | 'it-dev'
  | 'it-systems'
  | 'electrical'
  | 'metal'
  | 'automotive'
  | 'wood'
  | 'construction'
  | 'finishing'
  | 'plumbing'
  | 'food'
  | 'kitchen'
  | 'hospitality'
  | 'green'
  | 'logistics'
  | 'office'
  | 'finance'
  | 'legal'
  | 'medical'
  | 'care'
  | 'beauty'
  | 'optics'
  | 'health-craft'
  | 'technical-design'
  | 'flowers'
  | 'retail'
  | 'media'
  | 'design'
  | 'lab'

export interface Occupation {
  /** Neutral form as the Federal Institute lists it, e.g. "Mechatroniker/-in". */
  neutral: string
  /** Masculine form used in "Ausbildung zum … (m/w/d)". */
  male: string
  months: 24 | 36 | 42
  craft: Craft
  family: OccupationFamily
  /** Usual school-leaving certificate asked for (SPEC §3 graduation options). */
  graduation: 'main' | 'quali' | 'mittel' | 'fos' | 'abi'
}

type Row = [
  neutral: string,
  male: string,
  months: 24 | 36 | 42,
  craft: Craft,
  family: OccupationFamily,
  graduation: Occupation['graduation'],
]

// Recognised German apprenticeships (anerkannte Ausbildungsberufe, plus Pflegefachmann/-frau under the
// Pflegeberufegesetz) with their regular duration; each is filed under the job category a pupil would look in.
const ROWS: Row[] = [
  [
    'Fachinformatiker/-in für Anwendungsentwicklung',
    'Fachinformatiker für Anwendungsentwicklung',
    36,
    'it',
    'it-dev',
    'mittel',
  ],
  [
    'Fachinformatiker/-in für Systemintegration',
    'Fachinformatiker für Systemintegration',
    36,
    'it',
    'it-systems',
    'mittel',
  ],
  [
    'Fachinformatiker/-in für Daten- und Prozessanalyse',
    'Fachinformatiker für Daten- und Prozessanalyse',
    36,
    'it',
    'it-dev',
    'abi',
  ],
  [
    'Fachinformatiker/-in für digitale Vernetzung',
    'Fachinformatiker für digitale Vernetzung',
    36,
    'it',
    'it-systems',
    'mittel',
  ],
  ['IT-System-Elektroniker/-in', 'IT-System-Elektroniker', 36, 'it', 'it-systems', 'mittel'],
  [
    'Mathematisch-technische/-r Softwareentwickler/-in',
    'Mathematisch-technischer Softwareentwickler',
    36,
    'it',
    'it-dev',
    'abi',
  ],
  ['Mechatroniker/-in', 'Mechatroniker', 42, 'it', 'electrical', 'mittel'],
  [
    'Elektroniker/-in für Automatisierungstechnik',
    'Elektroniker für Automatisierungstechnik',
    42,
    'it',
    'electrical',
    'mittel',
  ],
  ['Elektroniker/-in für Betriebstechnik', 'Elektroniker für Betriebstechnik', 42, 'it', 'electrical', 'mittel'],
  ['Elektroniker/-in für Geräte und Systeme', 'Elektroniker für Geräte und Systeme', 42, 'it', 'electrical', 'mittel'],
  ['Industriemechaniker/-in', 'Industriemechaniker', 42, 'it', 'metal', 'quali'],
  ['Zerspanungsmechaniker/-in', 'Zerspanungsmechaniker', 42, 'it', 'metal', 'quali'],
  ['Werkzeugmechaniker/-in', 'Werkzeugmechaniker', 42, 'it', 'metal', 'quali'],
  ['Konstruktionsmechaniker/-in', 'Konstruktionsmechaniker', 42, 'it', 'metal', 'quali'],
  ['Technische/-r Produktdesigner/-in', 'Technischer Produktdesigner', 42, 'it', 'technical-design', 'mittel'],
  ['Technische/-r Systemplaner/-in', 'Technischer Systemplaner', 42, 'it', 'technical-design', 'mittel'],
  [
    'Verfahrensmechaniker/-in für Kunststoff- und Kautschuktechnik',
    'Verfahrensmechaniker für Kunststoff- und Kautschuktechnik',
    36,
    'it',
    'metal',
    'quali',
  ],
  ['Produktionstechnologe/-technologin', 'Produktionstechnologe', 36, 'it', 'metal', 'mittel'],
  ['Chemielaborant/-in', 'Chemielaborant', 42, 'it', 'lab', 'mittel'],
  ['Mechatroniker/-in für Kältetechnik', 'Mechatroniker für Kältetechnik', 42, 'it', 'electrical', 'mittel'],
  ['Tischler/-in', 'Tischler', 36, 'craft', 'wood', 'quali'],
  ['Zimmerer/Zimmerin', 'Zimmerer', 36, 'craft', 'wood', 'quali'],
  ['Maurer/-in', 'Maurer', 36, 'craft', 'construction', 'main'],
  ['Dachdecker/-in', 'Dachdecker', 36, 'craft', 'construction', 'main'],
  ['Beton- und Stahlbetonbauer/-in', 'Beton- und Stahlbetonbauer', 36, 'craft', 'construction', 'main'],
  ['Straßenbauer/-in', 'Straßenbauer', 36, 'craft', 'construction', 'main'],
  [
    'Elektroniker/-in für Energie- und Gebäudetechnik',
    'Elektroniker für Energie- und Gebäudetechnik',
    42,
    'craft',
    'electrical',
    'quali',
  ],
  [
    'Anlagenmechaniker/-in für Sanitär-, Heizungs- und Klimatechnik',
    'Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik',
    42,
    'craft',
    'plumbing',
    'quali',
  ],
  ['Klempner/-in', 'Klempner', 42, 'craft', 'plumbing', 'main'],
  ['Kraftfahrzeugmechatroniker/-in', 'Kraftfahrzeugmechatroniker', 42, 'craft', 'automotive', 'quali'],
  [
    'Land- und Baumaschinenmechatroniker/-in',
    'Land- und Baumaschinenmechatroniker',
    42,
    'craft',
    'automotive',
    'quali',
  ],
  [
    'Karosserie- und Fahrzeugbaumechaniker/-in',
    'Karosserie- und Fahrzeugbaumechaniker',
    42,
    'craft',
    'automotive',
    'main',
  ],
  ['Fahrzeuglackierer/-in', 'Fahrzeuglackierer', 36, 'craft', 'finishing', 'main'],
  ['Zweiradmechatroniker/-in', 'Zweiradmechatroniker', 42, 'craft', 'automotive', 'main'],
  ['Metallbauer/-in', 'Metallbauer', 42, 'craft', 'metal', 'quali'],
  ['Feinwerkmechaniker/-in', 'Feinwerkmechaniker', 42, 'craft', 'metal', 'quali'],
  ['Maler/-in und Lackierer/-in', 'Maler und Lackierer', 36, 'craft', 'finishing', 'main'],
  ['Stuckateur/-in', 'Stuckateur', 36, 'craft', 'finishing', 'main'],
  ['Trockenbaumonteur/-in', 'Trockenbaumonteur', 36, 'craft', 'finishing', 'main'],
  ['Fliesen-, Platten- und Mosaikleger/-in', 'Fliesen-, Platten- und Mosaikleger', 36, 'craft', 'finishing', 'main'],
  ['Bäcker/-in', 'Bäcker', 36, 'craft', 'food', 'main'],
  ['Konditor/-in', 'Konditor', 36, 'craft', 'food', 'quali'],
  ['Fleischer/-in', 'Fleischer', 36, 'craft', 'food', 'main'],
  ['Koch/Köchin', 'Koch', 36, 'craft', 'kitchen', 'main'],
  ['Gärtner/-in', 'Gärtner', 36, 'craft', 'green', 'main'],
  ['Landwirt/-in', 'Landwirt', 36, 'craft', 'green', 'quali'],
  ['Forstwirt/-in', 'Forstwirt', 36, 'craft', 'green', 'quali'],
  ['Berufskraftfahrer/-in', 'Berufskraftfahrer', 36, 'craft', 'logistics', 'main'],
  ['Kaufmann/-frau für Büromanagement', 'Kaufmann für Büromanagement', 36, 'office', 'office', 'mittel'],
  ['Industriekaufmann/-frau', 'Industriekaufmann', 36, 'office', 'office', 'mittel'],
  [
    'Kaufmann/-frau für Digitalisierungsmanagement',
    'Kaufmann für Digitalisierungsmanagement',
    36,
    'office',
    'office',
    'mittel',
  ],
  ['Kaufmann/-frau für IT-System-Management', 'Kaufmann für IT-System-Management', 36, 'office', 'office', 'mittel'],
  ['Bankkaufmann/-frau', 'Bankkaufmann', 36, 'office', 'finance', 'abi'],
  [
    'Kaufmann/-frau für Versicherungen und Finanzanlagen',
    'Kaufmann für Versicherungen und Finanzanlagen',
    36,
    'office',
    'finance',
    'mittel',
  ],
  ['Steuerfachangestellte/-r', 'Steuerfachangestellter', 36, 'office', 'finance', 'mittel'],
  ['Rechtsanwaltsfachangestellte/-r', 'Rechtsanwaltsfachangestellter', 36, 'office', 'legal', 'mittel'],
  ['Notarfachangestellte/-r', 'Notarfachangestellter', 36, 'office', 'legal', 'mittel'],
  ['Immobilienkaufmann/-frau', 'Immobilienkaufmann', 36, 'office', 'office', 'fos'],
  ['Personaldienstleistungskaufmann/-frau', 'Personaldienstleistungskaufmann', 36, 'office', 'office', 'mittel'],
  [
    'Kaufmann/-frau für Spedition und Logistikdienstleistung',
    'Kaufmann für Spedition und Logistikdienstleistung',
    36,
    'office',
    'logistics',
    'mittel',
  ],
  [
    'Kaufmann/-frau für Groß- und Außenhandelsmanagement',
    'Kaufmann für Groß- und Außenhandelsmanagement',
    36,
    'office',
    'office',
    'mittel',
  ],
  ['Fachkraft für Lagerlogistik', 'Fachkraft für Lagerlogistik', 36, 'office', 'logistics', 'main'],
  ['Fachlagerist/-in', 'Fachlagerist', 24, 'office', 'logistics', 'main'],
  [
    'Kaufmann/-frau für Tourismus und Freizeit',
    'Kaufmann für Tourismus und Freizeit',
    36,
    'office',
    'office',
    'mittel',
  ],
  ['Medizinische/-r Fachangestellte/-r', 'Medizinischer Fachangestellter', 36, 'social', 'medical', 'mittel'],
  ['Zahnmedizinische/-r Fachangestellte/-r', 'Zahnmedizinischer Fachangestellter', 36, 'social', 'medical', 'mittel'],
  ['Tiermedizinische/-r Fachangestellte/-r', 'Tiermedizinischer Fachangestellter', 36, 'social', 'medical', 'mittel'],
  ['Pflegefachmann/-frau', 'Pflegefachmann', 36, 'social', 'care', 'mittel'],
  ['Kaufmann/-frau im Gesundheitswesen', 'Kaufmann im Gesundheitswesen', 36, 'social', 'office', 'mittel'],
  [
    'Pharmazeutisch-kaufmännische/-r Angestellte/-r',
    'Pharmazeutisch-kaufmännischer Angestellter',
    36,
    'social',
    'retail',
    'mittel',
  ],
  ['Hauswirtschafter/-in', 'Hauswirtschafter', 36, 'social', 'care', 'main'],
  ['Friseur/-in', 'Friseur', 36, 'social', 'beauty', 'main'],
  ['Kosmetiker/-in', 'Kosmetiker', 36, 'social', 'beauty', 'mittel'],
  ['Augenoptiker/-in', 'Augenoptiker', 36, 'social', 'optics', 'mittel'],
  ['Hörakustiker/-in', 'Hörakustiker', 36, 'social', 'optics', 'mittel'],
  ['Zahntechniker/-in', 'Zahntechniker', 42, 'social', 'health-craft', 'mittel'],
  ['Orthopädietechnik-Mechaniker/-in', 'Orthopädietechnik-Mechaniker', 36, 'social', 'health-craft', 'mittel'],
  ['Sport- und Fitnesskaufmann/-frau', 'Sport- und Fitnesskaufmann', 36, 'social', 'office', 'mittel'],
  ['Kaufmann/-frau im Einzelhandel', 'Kaufmann im Einzelhandel', 36, 'sales', 'retail', 'quali'],
  ['Verkäufer/-in', 'Verkäufer', 24, 'sales', 'retail', 'main'],
  ['Kaufmann/-frau im E-Commerce', 'Kaufmann im E-Commerce', 36, 'sales', 'retail', 'mittel'],
  ['Automobilkaufmann/-frau', 'Automobilkaufmann', 36, 'sales', 'retail', 'mittel'],
  ['Drogist/-in', 'Drogist', 36, 'sales', 'retail', 'quali'],
  ['Fachverkäufer/-in im Lebensmittelhandwerk', 'Fachverkäufer im Lebensmittelhandwerk', 36, 'sales', 'retail', 'main'],
  ['Buchhändler/-in', 'Buchhändler', 36, 'sales', 'retail', 'mittel'],
  ['Hotelfachmann/-frau', 'Hotelfachmann', 36, 'sales', 'hospitality', 'quali'],
  [
    'Fachmann/-frau für Restaurants und Veranstaltungsgastronomie',
    'Fachmann für Restaurants und Veranstaltungsgastronomie',
    36,
    'sales',
    'hospitality',
    'quali',
  ],
  ['Fachmann/-frau für Systemgastronomie', 'Fachmann für Systemgastronomie', 36, 'sales', 'hospitality', 'quali'],
  ['Kaufmann/-frau für Dialogmarketing', 'Kaufmann für Dialogmarketing', 36, 'sales', 'office', 'mittel'],
  ['Mediengestalter/-in Digital und Print', 'Mediengestalter Digital und Print', 36, 'art', 'media', 'mittel'],
  ['Mediengestalter/-in Bild und Ton', 'Mediengestalter Bild und Ton', 36, 'art', 'media', 'mittel'],
  ['Medientechnologe/-technologin Druck', 'Medientechnologe Druck', 36, 'art', 'media', 'quali'],
  ['Fotograf/-in', 'Fotograf', 36, 'art', 'media', 'mittel'],
  ['Florist/-in', 'Florist', 36, 'art', 'flowers', 'main'],
  ['Gestalter/-in für visuelles Marketing', 'Gestalter für visuelles Marketing', 36, 'art', 'design', 'mittel'],
  ['Gold- und Silberschmied/-in', 'Gold- und Silberschmied', 42, 'art', 'design', 'mittel'],
  ['Raumausstatter/-in', 'Raumausstatter', 36, 'art', 'design', 'quali'],
  ['Steinmetz/-in und Steinbildhauer/-in', 'Steinmetz und Steinbildhauer', 36, 'art', 'design', 'main'],
  ['Kaufmann/-frau für Marketingkommunikation', 'Kaufmann für Marketingkommunikation', 36, 'art', 'media', 'fos'],
  ['Maßschneider/-in', 'Maßschneider', 36, 'art', 'design', 'quali'],
]

export const OCCUPATIONS: readonly Occupation[] = ROWS.map(([neutral, male, months, craft, family, graduation]) => ({
  neutral,
  male,
  months,
  craft,
  family,
  graduation,
}))

const BY_NEUTRAL = new Map(OCCUPATIONS.map((o) => [o.neutral, o]))

/** An occupation by its neutral name; throws on a typo so a broken business kind fails at once. */
export function occupation(neutral: string): Occupation {
  const found = BY_NEUTRAL.get(neutral)
  if (!found) throw new Error(`unknown occupation ${neutral}`)
  return found
}

/**
 * "zum Mechatroniker", "zum Medizinischen Fachangestellten", "zur Fachkraft für Lagerlogistik":
 * the article follows the noun's gender, and adjectives and "-angestellter" take the dative ending.
 */
export function apprenticeshipTarget(o: Occupation): string {
  if (/^\S*[Ff]achkraft\b|^Servicekraft/.test(o.male)) return `zur ${o.male}`
  return `zum ${o.male.replace(/(isch)er(?=\s)/g, '$1en').replace(/(ngestellt)er\b/g, '$1en')}`
}
