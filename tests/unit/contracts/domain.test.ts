// §R3 payment modes (CASH 0, POINTS 1, SPLIT 2, PLAN 3) and rounding modes, §R4 payment
// validity, §R9 passenger maximums and page-size bounds.
import { describe, expect, it } from 'vitest'
import { PaymentMode, isPaymentComplete, roundPoints, usesPoints } from '@contracts/domain/payment'
import { apiTypeOfLine } from '@contracts/site/lines-of-business'
import { pageSizeLimits, passengerLimits } from '@contracts/domain/travel'

describe('payment modes', () => {
  it('have the numbers of §R4.19', () => {
    expect(PaymentMode).toEqual({ CASH: 0, POINTS: 1, SPLIT: 2, PLAN: 3 })
  })

  it('use points for points and split only', () => {
    expect([0, 1, 2, 3].map((mode) => usesPoints(mode as PaymentMode))).toEqual([false, true, true, false])
  })

  it('need a card and a value for cash and split', () => {
    expect(isPaymentComplete(PaymentMode.CASH, { hasCard: true, value: 120 })).toBe(true)
    expect(isPaymentComplete(PaymentMode.CASH, { hasCard: false, value: 120 })).toBe(false)
    expect(isPaymentComplete(PaymentMode.SPLIT, { hasCard: true, value: undefined })).toBe(false)
    expect(isPaymentComplete(PaymentMode.POINTS, { hasCard: false, value: undefined })).toBe(true)
  })
})

describe('rounding modes', () => {
  it.each([
    [2.5, 'ROUND_DOWN', 2],
    [2.5, 'ROUND_HALF_UP', 3],
    [2.5, 'ROUND_UP', 3],
    [2.4, 'ROUND_HALF_UP', 2],
    [2.1, 'ROUND_UP', 3],
    [2.9, 'ROUND_DOWN', 2],
    [3, 'ROUND_UP', 3],
  ] as const)('%d with %s is %d', (value, mode, expected) => {
    expect(roundPoints(value, mode)).toBe(expected)
  })
})

describe('travel limits', () => {
  it('allow at most 9 adults, 8 children, 8 infants in seat, 9 on lap, at least 1 adult', () => {
    expect(passengerLimits).toEqual({ ADULT: { min: 1, max: 9 }, CHILD: { min: 0, max: 8 }, INFANT_SEATED: { min: 0, max: 8 }, INFANT_IN_LAP: { min: 0, max: 9 } })
  })

  it('page sizes run from 1 to 50; tours and transport are activities', () => {
    expect(pageSizeLimits).toEqual({ min: 1, max: 50, default: 20, maxPage: 1000 })
    expect(apiTypeOfLine.tours).toBe('activity')
    expect(apiTypeOfLine.transport).toBe('activity')
    expect(apiTypeOfLine.accommodations).toBe('hotel')
  })
})
