// When free cancellation ends, in one form on every line (issue 41): an RFC 3339 instant at the venue's UTC offset,
// from a line's last free day (hotels, cars: its end, the next midnight there) or local moment (tours, dining), across
// clock changes; and a reservation stored before the field existed is answered with it.
import { describe, expect, it } from 'vitest'
import { freeCancellationEnd, venueDateTime } from '@contracts/domain/venue-time'
import { withFreeCancellationEnd } from '@simulator/reservations/free-cancellation-end'

describe('freeCancellationEnd', () => {
  it('ends a last free day at the next midnight on the venue’s clock, with its offset', () => {
    expect(freeCancellationEnd('2027-03-10', 'Europe/Paris')).toBe('2027-03-11T00:00:00+01:00')
    expect(freeCancellationEnd('2026-12-31', 'Pacific/Honolulu')).toBe('2027-01-01T00:00:00-10:00')
    expect(freeCancellationEnd('2027-07-01', 'Asia/Kolkata')).toBe('2027-07-02T00:00:00+05:30')
  })

  it('ends a local moment at that moment, on summer or winter time as the day has it', () => {
    expect(freeCancellationEnd('2027-03-27T09:00', 'Europe/London')).toBe('2027-03-27T09:00:00+00:00')
    expect(freeCancellationEnd('2027-03-28T09:00', 'Europe/London')).toBe('2027-03-28T09:00:00+01:00')
  })

  it('keeps null: no free cancellation, or none any more', () => {
    expect(freeCancellationEnd(null, 'Europe/Paris')).toBeNull()
  })

  it('writes the same instant it was given', () => {
    const instant = Date.parse('2027-03-10T23:00:00Z')
    expect(Date.parse(venueDateTime(instant, 'Europe/Paris'))).toBe(instant)
    expect(Date.parse(venueDateTime(instant, 'America/St_Johns'))).toBe(instant)
  })
})

describe('a reservation stored before the field existed', () => {
  const policy = { refundable: true, freeCancellationUntil: '2027-03-10', penaltyAfterDeadline: { amount: 100, currency: 'USD' }, description: 'Free cancellation until the end of 2027-03-10 (Paris time)' }

  it('is answered with it, on its venue’s clock: a hotel’s rate, a rental, a table', () => {
    expect(withFreeCancellationEnd({ hotel: { timeZone: 'Europe/Paris' }, rate: { name: 'Flexible', cancellationPolicy: policy } })).toMatchObject({ rate: { name: 'Flexible', cancellationPolicy: { freeCancellationEndsAt: '2027-03-11T00:00:00+01:00' } } })
    expect(withFreeCancellationEnd({ offer: { pickUpLocation: { timeZone: 'Europe/Paris' } }, cancellationPolicy: policy })).toMatchObject({ cancellationPolicy: { freeCancellationEndsAt: '2027-03-11T00:00:00+01:00' } })
    expect(withFreeCancellationEnd({ restaurant: { timeZone: 'Asia/Tokyo' }, cancellationPolicy: { ...policy, freeUntil: '2027-03-10T19:30' } })).toMatchObject({ cancellationPolicy: { freeCancellationEndsAt: '2027-03-10T19:30:00+09:00' } })
  })

  it('keeps a policy that has it, and says null where the venue’s zone was never kept', () => {
    const current = { hotel: { timeZone: 'Europe/Paris' }, rate: { cancellationPolicy: { ...policy, freeCancellationEndsAt: null } } }
    expect(withFreeCancellationEnd(current)).toBe(current)
    expect(withFreeCancellationEnd({ cancellationPolicy: policy })).toMatchObject({ cancellationPolicy: { freeCancellationEndsAt: null } })
  })
})
