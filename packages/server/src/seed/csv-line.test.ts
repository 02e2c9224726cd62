import { describe, expect, test } from 'vitest'
import { parseCsvLine } from './csv-line.ts'

describe('parseCsvLine', () => {
  test.each([
    ['DE,94032,Passau,Bayern,BY', ['DE', '94032', 'Passau', 'Bayern', 'BY']],
    [
      'DE,10115,Berlin,Berlin,BE,"",00,"Berlin, Stadt",11000',
      ['DE', '10115', 'Berlin', 'Berlin', 'BE', '', '00', 'Berlin, Stadt', '11000'],
    ],
    ['a,"say ""hi""",c', ['a', 'say "hi"', 'c']],
    ['a,,c,', ['a', '', 'c', '']],
    ['', ['']],
  ])('%s', (line, fields) => {
    expect(parseCsvLine(line)).toEqual(fields)
  })
})
