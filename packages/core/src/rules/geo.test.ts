import { describe, expect, it } from 'vitest'
import { distanceKm, geoCell, geoCellRanges } from './geo.ts'

const PASSAU = [48.5665, 13.43122] as const
const FREYUNG = [48.80952, 13.54768] as const

describe('geo rules', () => {
  it('measures Passau–Freyung as about 28 km', () => {
    expect(distanceKm(...PASSAU, ...FREYUNG)).toBeCloseTo(28.4, 0)
    expect(distanceKm(...PASSAU, ...PASSAU)).toBe(0)
  })

  it('covers every point within the radius by the cell ranges', () => {
    const ranges = geoCellRanges(...PASSAU, 30)
    const covered = (cell: number) => ranges.some(([from, to]) => cell >= from && cell <= to)
    for (let bearing = 0; bearing < 360; bearing += 15) {
      for (const km of [1, 15, 29.9]) {
        const rad = (bearing * Math.PI) / 180
        const lat = PASSAU[0] + (km / 111.2) * Math.cos(rad)
        const lng = PASSAU[1] + (km / (111.32 * Math.cos((PASSAU[0] * Math.PI) / 180))) * Math.sin(rad)
        expect(distanceKm(...PASSAU, lat, lng)).toBeLessThanOrEqual(30.1)
        expect(covered(geoCell(lat, lng))).toBe(true)
      }
    }
    expect(covered(geoCell(...FREYUNG))).toBe(true)
  })

  it('has one range per grid row', () => {
    const ranges = geoCellRanges(...PASSAU, 50)
    expect(ranges.length).toBeGreaterThanOrEqual(9)
    expect(ranges.length).toBeLessThanOrEqual(11)
  })
})
