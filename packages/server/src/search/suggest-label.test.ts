import { describe, expect, it } from 'vitest'
import { suggestLabel } from './suggest-label.ts'

describe('suggestLabel', () => {
  it.each([
    ['Ausbildung zum Kaufmann für Büromanagement (m/w/d) 2027', 'Kaufmann für Büromanagement'],
    ['Ausbildung als Kaufmann/-frau für Büromanagement 2027', 'Kaufmann/-frau für Büromanagement'],
    ['Ausbildung Mechatroniker (m/w/d) ab 2028', 'Mechatroniker'],
    ['Tischler/-in – Ausbildung 2027', 'Tischler/-in'],
    ['Schülerpraktikum als Bäcker/-in', 'Bäcker/-in'],
    ['Schnupperpraktikum: Maurer/-in', 'Maurer/-in'],
    ['Praktikum Elektroniker (m/w/d)', 'Elektroniker'],
    ['Verkäufer (m/w/d) in Teilzeit', 'Verkäufer'],
    ['Fahrer (m/w/d) auf Minijob-Basis', 'Fahrer'],
    ['Servicekraft (w/m/d)', 'Servicekraft'],
  ])('%j → %j', (name, label) => {
    expect(suggestLabel(name)).toBe(label)
  })
})
