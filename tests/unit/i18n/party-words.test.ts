// Issue 36 "every number and every word true": a party reads the same wherever it is restated (offer, checkout,
// confirmation, reservation, My Trips, the calendar file), from one place, with the children's ages (§R9.11 children).
import { describe, expect, it } from 'vitest'
import { guestWords, partyWords, passengerWords } from '@contracts/domain/party-words'

describe('partyWords', () => {
  it('counts by the locale\'s plural rules and lists the children\'s ages as the locale lists them', () => {
    expect(partyWords({ adults: 2, childAges: [4, 9] })).toBe('2 adults, 2 children (ages 4 and 9)')
    expect(partyWords({ adults: 1, childAges: [4] })).toBe('1 adult, 1 child (age 4)')
    expect(partyWords({ adults: 2, childAges: [4, 9, 11] })).toBe('2 adults, 3 children (ages 4, 9, and 11)')
    expect(partyWords({ adults: 2, childAges: [4, 9, 11] }, { locale: 'en-GB' })).toBe('2 adults, 3 children (ages 4, 9 and 11)')
    expect(partyWords({ rooms: 1, adults: 2, childAges: [] })).toBe('1 room, 2 adults')
    expect(partyWords({ rooms: 2, adults: 1, childAges: [5] })).toBe('2 rooms, 1 adult, 1 child (age 5)')
  })

  it('counts a transfer\'s passengers by the same plural rules', () => {
    expect(passengerWords(1)).toBe('1 passenger')
    expect(passengerWords(3)).toBe('3 passengers')
  })

  // Issue 36: the dining calendar file said "2 guest(s)" where the dining pages say "2 guests".
  it("counts a table's guests by the same plural rules, as the dining pages and the calendar file both say them", () => {
    expect(guestWords(1)).toBe('1 guest')
    expect(guestWords(4)).toBe('4 guests')
  })

  it('says a child under one is "under 1", as the age choice names it, never "age 0"', () => {
    expect(partyWords({ adults: 2, childAges: [0] })).toBe('2 adults, 1 child (under 1)')
    expect(partyWords({ adults: 2, childAges: [0, 4] })).toBe('2 adults, 2 children (ages under 1 and 4)')
  })

  it('leaves the ages out where the page says them elsewhere', () => {
    expect(partyWords({ adults: 2, childAges: [4, 9] }, { withAges: false })).toBe('2 adults, 2 children')
  })
})
