import type { Craft, JobTypeId } from '@oabat/core'
import { TASKS_BY_FAMILY } from './job-tasks.ts'
import { apprenticeshipTarget, type Occupation, type OccupationFamily } from './occupations.ts'
import type { Rng } from './rng.ts'

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]

/** "2027-09-01" → "1. September 2027". */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return `${day}. ${MONTHS[month - 1]} ${year}`
}

const DURATION_WORDS: Record<number, string> = { 24: 'zwei Jahre', 36: 'drei Jahre', 42: 'dreieinhalb Jahre' }

export type EmploymentType = 'Vollzeit' | 'Teilzeit' | 'Minijob'

/** Everything a job text is written from. */
export interface JobTextInput {
  type: JobTypeId
  business: string
  city: string
  employees: number
  /** The occupation of an apprenticeship or internship; for a regular job the family of its tasks. */
  occupation: Occupation
  /** Title of a regular job (type 3) without "(m/w/d)", e.g. "Mitarbeiter Verkauf". */
  role: string
  employment: EmploymentType
  startDate: string | null
  positions: number
  graduation: string | null
}

export function jobTitle(input: JobTextInput, rng: Rng): string {
  const o = input.occupation
  const year = input.startDate?.slice(0, 4) ?? ''
  if (input.type === 1) {
    return rng
      .pick([
        `Ausbildung ${apprenticeshipTarget(o)} (m/w/d) ${year}`,
        `Ausbildung als ${o.neutral} ${year}`,
        `Ausbildung ${o.male} (m/w/d) ab ${year}`,
        `${o.neutral} – Ausbildung ${year}`,
      ])
      .trim()
  }
  if (input.type === 2) {
    return rng.pick([
      `Schülerpraktikum als ${o.neutral}`,
      `Praktikum ${o.male} (m/w/d)`,
      `Schnupperpraktikum: ${o.neutral}`,
      `Ferienpraktikum als ${o.neutral}`,
    ])
  }
  if (input.employment === 'Minijob') return `${input.role} (m/w/d) auf Minijob-Basis`
  return rng.chance(0.7) ? `${input.role} (m/w/d) in ${input.employment}` : `${input.role} (m/w/d)`
}

const CRAFT_APPEAL: Record<Craft, readonly string[]> = {
  it: [
    'Du tüftelst gern und willst verstehen, wie Technik funktioniert? Dann bist Du bei uns richtig.',
    'Bei uns arbeitest Du mit modernster Technik an Lösungen, die wirklich gebraucht werden.',
  ],
  craft: [
    'Du packst gern mit an und siehst am Abend, was Du geschafft hast? Dann passt Handwerk zu Dir.',
    'Handwerk hat goldenen Boden – bei uns lernst Du es von echten Profis.',
  ],
  office: [
    'Du behältst gern den Überblick und organisierst Abläufe? Dann bist Du bei uns richtig.',
    'Bei uns lernst Du, wie ein Unternehmen von innen funktioniert.',
  ],
  social: [
    'Du arbeitest gern mit Menschen und möchtest etwas Sinnvolles tun? Dann passt Du zu uns.',
    'Bei uns steht der Mensch im Mittelpunkt – bei unseren Kunden wie im Team.',
  ],
  sales: [
    'Du gehst gern auf Menschen zu und berätst mit Begeisterung? Dann bist Du bei uns richtig.',
    'Bei uns erlebst Du jeden Tag, wie guter Service Kundinnen und Kunden begeistert.',
  ],
  art: [
    'Du hast ein Auge für Gestaltung und steckst voller Ideen? Dann bist Du bei uns richtig.',
    'Bei uns kannst Du Deine Kreativität jeden Tag in echte Projekte stecken.',
  ],
}

export function jobDescription(input: JobTextInput, rng: Rng): string {
  const o = input.occupation
  const team = rng.pick([
    'Ein erfahrenes Team und eine feste Ansprechperson begleiten Dich vom ersten Tag an.',
    `In unserem Team aus rund ${input.employees} Kolleginnen und Kollegen bist Du von Anfang an mittendrin.`,
    'Bei uns wirst Du nicht nur eingearbeitet, sondern gefördert.',
  ])
  const appeal = rng.pick(CRAFT_APPEAL[o.craft])
  const sentences: string[] = []
  if (input.type === 1) {
    const start = input.startDate ? `zum ${germanDate(input.startDate)}` : 'zum nächstmöglichen Termin'
    const who =
      input.positions > 1 ? `${input.positions} Auszubildende` : 'eine Auszubildende oder einen Auszubildenden'
    sentences.push(
      rng.pick([
        `Starte ${start} Deine Ausbildung als ${o.neutral} bei ${input.business} in ${input.city}!`,
        `${input.business} in ${input.city} sucht ${start} ${who} als ${o.neutral}.`,
        `Du suchst eine Ausbildung mit Zukunft? Bei ${input.business} in ${input.city} lernst Du den Beruf ${o.neutral} von Grund auf.`,
      ]),
      `Die Ausbildung dauert ${DURATION_WORDS[o.months]} und verbindet die Praxis in unserem Betrieb mit dem Unterricht an der Berufsschule.`,
      appeal,
      team,
    )
    if (rng.chance(0.6)) {
      sentences.push(
        rng.pick([
          'Nach erfolgreichem Abschluss möchten wir Dich gern übernehmen.',
          'Bewirb Dich jetzt – wir freuen uns auf Dich!',
          'Auch nach der Ausbildung unterstützen wir Dich, etwa bei der Weiterbildung zum Meister oder Techniker.',
        ]),
      )
    }
  } else if (input.type === 2) {
    sentences.push(
      `Du möchtest herausfinden, ob der Beruf ${o.neutral} zu Dir passt? Bei ${input.business} in ${input.city} kannst Du ein Praktikum machen.`,
      'Während Deines Praktikums schaust Du unseren Fachleuten über die Schulter und packst selbst mit an.',
      `Das Praktikum dauert ${rng.pick(['eine Woche', 'ein bis zwei Wochen', 'zwei Wochen', 'bis zu drei Wochen'])}; den Zeitraum stimmen wir gern mit Deiner Schule ab.`,
    )
    if (rng.chance(0.5)) sentences.push(appeal)
    sentences.push('Wenn es Dir gefällt, kann aus dem Praktikum ein Ausbildungsplatz werden.')
  } else {
    const scope = input.employment === 'Minijob' ? 'auf Minijob-Basis' : `in ${input.employment}`
    sentences.push(
      `${input.business} sucht Verstärkung als ${input.role} (m/w/d) ${scope} für ${input.city}.`,
      'Dich erwartet ein abwechslungsreicher Arbeitsplatz in einem freundlichen, eingespielten Team.',
      rng.pick([
        'Wir bieten eine faire Bezahlung, geregelte Arbeitszeiten und eine gründliche Einarbeitung.',
        'Wir zahlen fair, planen Schichten verlässlich und arbeiten Dich gründlich ein.',
      ]),
    )
    if (rng.chance(0.6)) sentences.push('Quereinsteigerinnen und Quereinsteiger sind bei uns herzlich willkommen.')
    if (rng.chance(0.5)) sentences.push('Wir freuen uns auf Deine Bewerbung über oabat.')
  }
  return sentences.join(' ')
}

export function jobTasks(family: OccupationFamily, rng: Rng): string[] {
  return rng.sample(TASKS_BY_FAMILY[family], rng.int(3, 5))
}

export const GRADUATION_REQUIREMENT: Record<string, string> = {
  none: 'Ein bestimmter Schulabschluss ist keine Voraussetzung',
  main: 'Du hast (bald) einen Mittelschul- oder Hauptschulabschluss',
  quali: 'Du hast (bald) einen qualifizierenden Mittelschulabschluss',
  mittel: 'Du hast (bald) einen mittleren Schulabschluss',
  fos: 'Du hast (bald) die Fachhochschulreife',
  abi: 'Du hast (bald) das Abitur oder die Fachhochschulreife',
}

export const CRAFT_REQUIREMENTS: Record<Craft, readonly string[]> = {
  it: [
    'Du hast Spaß an Mathe und Physik',
    'Du denkst logisch und tüftelst gern',
    'Du interessierst Dich für Technik und Computer',
  ],
  craft: [
    'Du arbeitest gern mit den Händen',
    'Du bist handwerklich geschickt',
    'Du bist körperlich fit und arbeitest gern im Team',
  ],
  office: [
    'Du bist sicher in Deutsch und Mathe',
    'Du arbeitest sorgfältig und organisiert',
    'Du gehst gern mit Zahlen und Menschen um',
  ],
  social: [
    'Du hast Einfühlungsvermögen',
    'Du gehst offen und freundlich auf Menschen zu',
    'Du bist verantwortungsbewusst',
  ],
  sales: [
    'Du bist kommunikativ und freundlich',
    'Du hast Spaß am Beraten und Verkaufen',
    'Du hast ein gepflegtes Auftreten',
  ],
  art: [
    'Du hast ein gutes Gespür für Farben und Formen',
    'Du bist kreativ und hast ein Auge für Details',
    'Du hast Freude am Gestalten',
  ],
}

export const GENERAL_REQUIREMENTS = [
  'Du bist zuverlässig und pünktlich',
  'Du bist motiviert und möchtest Neues lernen',
  'Du arbeitest gern im Team',
  'Du bringst Neugier und gute Laune mit',
]

export function jobRequirements(type: JobTypeId, craft: Craft, graduation: string | null, rng: Rng): string[] {
  const items: string[] = []
  if (type === 2) items.push('Du gehst noch zur Schule und möchtest in einen Beruf hineinschnuppern')
  else if (graduation && GRADUATION_REQUIREMENT[graduation]) items.push(GRADUATION_REQUIREMENT[graduation] as string)
  if (type === 3) {
    items.push(
      rng.pick([
        'Du hast eine abgeschlossene Ausbildung oder Erfahrung in einem ähnlichen Bereich',
        'Erste Berufserfahrung ist von Vorteil, aber kein Muss',
      ]),
    )
    if (rng.chance(0.4)) items.push('Du hast einen Führerschein der Klasse B')
  }
  items.push(...rng.sample(CRAFT_REQUIREMENTS[craft], 2), rng.pick(GENERAL_REQUIREMENTS))
  return items
}

export const APPRENTICE_BENEFITS = [
  'Übernahme nach der Ausbildung bei guten Leistungen',
  'Vergütung über Tarif plus Urlaubs- und Weihnachtsgeld',
  'Eigenes Tablet für die Ausbildung',
  'Prämien für gute Noten in der Berufsschule',
  'Azubi-Ausflüge und Teamevents',
  'Feste Ansprechperson während der ganzen Ausbildung',
  'Unterstützung bei der Prüfungsvorbereitung',
  'Weiterbildung zum Meister oder Techniker nach der Ausbildung',
]
export const INTERN_BENEFITS = [
  'Einblick in alle Bereiche unseres Betriebs',
  'Praktikumsbescheinigung für Deine Bewerbungsmappe',
  'Betreuung durch unsere Azubis',
  'Gute Chancen auf einen Ausbildungsplatz',
  'Kostenloses Mittagessen',
]
const EMPLOYEE_BENEFITS = [
  'Unbefristeter Arbeitsvertrag',
  'Betriebliche Altersvorsorge',
  'Flexible Arbeitszeiten',
  'Dienstrad-Leasing',
  'Mitarbeiterrabatte',
  'Fort- und Weiterbildungen',
]
export const SHARED_BENEFITS = [
  '30 Tage Urlaub',
  'Zuschuss zum Deutschlandticket',
  'Kostenlose Getränke und frisches Obst',
  'Moderne Ausstattung und neueste Technik',
  'Kostenloser Parkplatz direkt am Betrieb',
  'Ein herzliches Team mit flachen Hierarchien',
]

export function jobBenefits(type: JobTypeId, rng: Rng): string[] {
  const own = type === 1 ? APPRENTICE_BENEFITS : type === 2 ? INTERN_BENEFITS : EMPLOYEE_BENEFITS
  return [...rng.sample(own, rng.int(2, 3)), ...rng.sample(SHARED_BENEFITS, rng.int(1, 2))]
}

export interface ContentBlock {
  component: string
  data: Record<string, unknown>
}

const INTRO_TITLE: Record<JobTypeId, string> = {
  1: 'Über die Ausbildung',
  2: 'Über das Praktikum',
  3: 'Über den Job',
}

/**
 * The v2 text of a job as content blocks. A regular job (type 3) also carries a "legacy" block
 * whose data overrides the job's fields (SPEC §3), here with its employment type.
 */
export function jobContentBlocks(
  type: JobTypeId,
  text: { description: string; tasks: string[]; requirements: string[]; benefits: string[] },
  employment: EmploymentType,
): ContentBlock[] {
  const blocks: ContentBlock[] = [
    { component: 'text', data: { title: INTRO_TITLE[type], text: text.description } },
    { component: 'text', data: { title: 'Deine Aufgaben', items: text.tasks } },
    { component: 'text', data: { title: 'Das bringst Du mit', items: text.requirements } },
    { component: 'text', data: { title: 'Das bieten wir Dir', items: text.benefits } },
  ]
  if (type === 3) {
    blocks.push({
      component: 'legacy',
      data: {
        description: text.description,
        tasks: text.tasks,
        requirements: text.requirements,
        benefits: text.benefits,
        employment_type: employment,
      },
    })
  }
  return blocks
}
