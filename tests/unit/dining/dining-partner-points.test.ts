// Issue 36, fourth pass item 7: a partner restaurant said "pay with points, and card members earn 3X"
// without saying on what the points are earned or what a point is worth. Its page says both, with the
// value a point pays at checkout (the one the platform charges with), and other restaurants say nothing.
import { describe, expect, it } from 'vitest'
import { amountForPoints, pointsForAmount } from '@contracts/domain/points'
import { partnerPointsText } from '~/features/dining/dining-format'

describe('partnerPointsText', () => {
  it('says what a partner booking earns and what points pay, at the value checkout charges them', () => {
    const text = partnerPointsText({ pointsEligible: true, earn: { perCurrencyUnit: 3 } })
    expect(text).toBe('Rewards partner: card members earn 3X points, 3 per dollar of a deposit or set menu charged to the card here, or pay it with points, each worth 0.7 cents. A bill paid at the restaurant earns no points here.')
    // A $319 tasting menu takes 45,572 points at checkout: 0.7 cents a point, as the page says.
    expect(pointsForAmount(31_900)).toBe(45_572)
    expect(amountForPoints(1000, Number.MAX_SAFE_INTEGER)).toBe(700)
  })

  it('names no earn rate where the site lets dining earn nothing, and says nothing of points for other restaurants', () => {
    expect(partnerPointsText({ pointsEligible: true, earn: { perCurrencyUnit: 0 } })).toBe('Rewards partner: pay a deposit or set menu with points, each worth 0.7 cents.')
    expect(partnerPointsText({ pointsEligible: false, earn: { perCurrencyUnit: 1 } })).toBeNull()
  })
})
