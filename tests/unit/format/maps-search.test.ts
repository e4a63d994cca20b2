// §R9.53: the maps search link is its prefix and the address's parts joined with +.
import { describe, expect, it } from 'vitest'
import { mapsSearchPrefix, mapsSearchUrl } from '~/lib/maps-search'

describe('mapsSearchUrl', () => {
  it('joins the encoded parts of an address with + after the prefix, leaving out empty parts', () => {
    expect(mapsSearchUrl(['Le Jardin', '12 Garden Row', '', '75001 Paris', null, 'France'])).toBe(`${mapsSearchPrefix}Le%20Jardin+12%20Garden%20Row+75001%20Paris+France`)
  })

  it('encodes what would break the query (&, #, +) so a part cannot end the address early', () => {
    expect(mapsSearchUrl(['Fish & Chips #1', 'A+B Street'])).toBe(`${mapsSearchPrefix}Fish%20%26%20Chips%20%231+A%2BB%20Street`)
  })
})
