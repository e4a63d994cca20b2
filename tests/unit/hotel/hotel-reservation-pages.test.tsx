// Issue 36, the traveller's fifth pass items 5 and 6 (§R2 reservation view, D4.6): a non-refundable stay's page offered
// "Change dates or guests", which the platform then refused. The page offers a change only where the rate allows
// one today (stayChangeRefusal, the platform's own rule), and otherwise says why not.
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { ChangeStayLink } from '~/features/hotel/hotel-reservation-page'
import { dueAtHotelWords } from '~/features/hotel/hotel-cancel-page'
import { stayPartyText } from '~/features/hotel/hotel-reservation-details'
import { initialVisitorSettings, readVisitorSettingsFrom } from '~/lib/format/visitor-settings'

afterEach(cleanup)

const stay = (refundable: boolean) =>
  ({
    status: 'CONFIRMED',
    reservationId: 'HT-TEST-1',
    stay: { checkIn: '2099-03-10', checkOut: '2099-03-12', adults: 2, rooms: 1 },
    rate: { name: refundable ? 'Flexible rate' : 'Saver rate, non-refundable', refundable, cancellationPolicy: { freeCancellationUntil: refundable ? '2099-03-08' : null } },
  }) as unknown as HotelReservation

describe('the hotel reservation page', () => {
  it('offers no change of dates or guests on a non-refundable rate, and says why', () => {
    render(<ChangeStayLink reservation={stay(false)} />)
    expect(screen.queryByRole('link', { name: 'Change dates or guests' })).toBeNull()
    expect(screen.getByText('Your rate (Saver rate, non-refundable) is non-refundable, so its dates and guests cannot be changed. You can keep the stay as booked.')).toBeTruthy()
  })
})

describe('the hotel cancel page', () => {
  it('says what is due at the hotel is not charged when the stay is cancelled (issue 36, fifth pass item 6)', () => {
    expect(dueAtHotelWords({ dueAtProperty: 4_500, currency: 'USD' })).toBe('The $45.00 due at the hotel is not charged when you cancel.')
  })
})

describe("a stay's party in words (issue 36: a family read \"2 adults\")", () => {
  it('names the adults and the children, one and many, in American and British English', () => {
    for (const locale of ['en-US', 'en-GB']) {
      readVisitorSettingsFrom(() => initialVisitorSettings(locale))
      expect(stayPartyText({ adults: 2, childAges: [5, 9] })).toBe('2 adults, 2 children (ages 5 and 9)')
      expect(stayPartyText({ adults: 1, childAges: [0] })).toBe('1 adult, 1 child (under 1)')
      expect(stayPartyText({ adults: 2, childAges: [] })).toBe('2 adults')
    }
    readVisitorSettingsFrom(() => undefined)
  })
})
