import { describe, expect, it } from 'vitest'
import { networkActionRef, networkPagePath, networkRequestState, parseNetworkActionRef } from './school-network.ts'

describe('school network rules (SPEC §3 Business site network request, §4 Network request)', () => {
  it.each<[boolean | null, string, string]>([
    [null, 'open', '§4 no answer yet'],
    [true, 'accepted', '§4 accepted true'],
    [false, 'declined', '§4 accepted false'],
  ])('accepted %s is %s (%s)', (accepted, state) => {
    expect(networkRequestState(accepted)).toBe(state)
  })

  it.each<[string | null, { school_id: number; business_site_id: number } | null]>([
    ['school:3/site:7', { school_id: 3, business_site_id: 7 }],
    [networkActionRef(12, 34), { school_id: 12, business_site_id: 34 }],
    ['school:3/site:', null],
    ['job:3', null],
    [null, null],
  ])('the chat action reference %s names %j', (ref, pair) => {
    expect(parseNetworkActionRef(ref)).toEqual(pair)
  })

  it('each side keeps its network on its own page (SPEC §2)', () => {
    expect(networkPagePath('school')).toBe('/schule/firmennetzwerk')
    expect(networkPagePath('business')).toBe('/betriebe/schulnetzwerk')
  })
})
