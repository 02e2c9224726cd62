import { describe, expect, it } from 'vitest'
import { businessProfileCompleteness, type CompletenessInput, type CompletenessItem } from './business-completeness.ts'

const contact = { firstname: 'Anna', lastname: 'Huber', gender: 'Frau', profile_picture: { id: 1 } }
const full: CompletenessInput = {
  name: 'Bäckerei Huber',
  about_us: 'Wir backen seit 1920.',
  main_images: [1, 2, 3, 4, 5],
  public_contact_person: contact,
}

describe('business profile completeness (SPEC §5)', () => {
  const rows: Array<[string, Partial<CompletenessInput>, CompletenessItem[]]> = [
    ['everything filled', {}, []],
    ['no name', { name: '  ' }, ['name']],
    ['no about_us', { about_us: null }, ['about_us']],
    ['exactly 4 main images (needs more than 4)', { main_images: [1, 2, 3, 4] }, ['main_images']],
    ['no main images', { main_images: null }, ['main_images']],
    [
      'no contact person',
      { public_contact_person: null },
      ['contact_firstname', 'contact_lastname', 'contact_gender', 'contact_picture'],
    ],
    ['contact without picture', { public_contact_person: { ...contact, profile_picture: null } }, ['contact_picture']],
    ['contact without gender', { public_contact_person: { ...contact, gender: '' } }, ['contact_gender']],
    [
      'nothing at all',
      { name: null, about_us: null, main_images: [], public_contact_person: null },
      ['name', 'about_us', 'main_images', 'contact_firstname', 'contact_lastname', 'contact_gender', 'contact_picture'],
    ],
  ]
  it.each(rows)('%s', (_label, change, missing) => {
    const result = businessProfileCompleteness({ ...full, ...change })
    expect(result.missing).toEqual(missing)
    expect(result.complete).toBe(missing.length === 0)
    expect(result.items.filter((item) => !item.done).map((item) => item.key)).toEqual(missing)
  })
})
