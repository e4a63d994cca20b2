// Issue 36 (every number true): a child under 1 on a tour priced per person has a seat at the child price (70 % of an
// adult's, docs/decisions/098; the platform charges every child so, whatever the age), and the offer and checkout said
// nothing of it. The line they show beside the children's price.
import { describe, expect, it } from 'vitest'
import { underOnePriceNote } from '~/features/activity/activity-format'

describe('the line beside a tour\'s child price', () => {
  it('says a child under 1 pays the child price, where a seat is priced per person', () => {
    expect(underOnePriceNote([0], 1)).toBe('A child under 1 has a seat and pays the child price.')
    expect(underOnePriceNote([0, 4, 0], 3)).toBe('Children under 1 have a seat each and pay the child price.')
  })

  it('says nothing where no child is under 1, or a group price costs nothing more for a child', () => {
    expect(underOnePriceNote([1, 9], 2)).toBeUndefined()
    expect(underOnePriceNote([], 0)).toBeUndefined()
    expect(underOnePriceNote([0], 0)).toBeUndefined()
  })
})
