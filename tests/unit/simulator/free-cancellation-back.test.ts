// What a free cancellation gives back, in the words every line's description uses (issue 36, one truth per number):
// never "everything back" where nothing was paid (a stay paid at the hotel, a table the card only holds).
import { describe, expect, it } from 'vitest'
import { freeCancellationBack } from '@simulator/booking/cancellation-quote'

const booked = (dueNow: number, pointsUsed: number, protection = false) =>
  ({ price: { dueNow }, payment: { pointsUsed }, tripProtection: { selected: protection } }) as Parameters<typeof freeCancellationBack>[0]

describe('freeCancellationBack', () => {
  it('gives everything back that was paid, by card or points, and says what else comes back', () => {
    expect(freeCancellationBack(booked(120, 0))).toBe('you get everything back')
    expect(freeCancellationBack(booked(0, 4_000))).toBe('you get everything back')
    expect(freeCancellationBack(booked(120, 0), 'the $75.00 change fee too')).toBe('you get everything back, the $75.00 change fee too')
  })

  it('keeps the trip protection premium out of "everything"', () => {
    expect(freeCancellationBack(booked(120, 0, true))).toBe('you get back what you paid for the booking')
  })

  it('promises nothing back where nothing was paid', () => {
    expect(freeCancellationBack(booked(0, 0))).toBe('it costs nothing')
  })
})
