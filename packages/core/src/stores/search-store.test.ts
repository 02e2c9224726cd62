import { describe, expect, it } from 'vitest'
import { $search, activateSearch, resetSearch } from './search-store.ts'

describe('search store (SPEC §4 reset on the index route)', () => {
  it('activates with a place and resets to Alles, inactive, channel oabat', () => {
    activateSearch({ location: 'passau-2855328', category: 'praktikum', channel: 'passau' })
    expect($search.get()).toEqual({
      location: 'passau-2855328',
      category: 'praktikum',
      channel: 'passau',
      active: true,
    })
    resetSearch()
    expect($search.get()).toEqual({ location: null, category: 'alles', channel: 'oabat', active: false })
  })
})
