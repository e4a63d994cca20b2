// Issue 41 (item 2): a transfer's quote and booking need both ends of the ride, and the contract says so
// (the platform refuses one without them); a tour needs neither.
import { describe, expect, it } from 'vitest'
import { ActivitySelectionSchema } from '@contracts/lxp/activity-checkout.schema'

const tour = { activityId: 'rome-tour-food-tasting', optionId: 'group', date: '2027-05-04', time: '11:00', travelers: 3, childAges: [4] }
const transfer = { activityId: 'london-transfer-lhr-private', optionId: 'private-sedan', date: '2027-03-13', time: '09:30', travelers: 2 }

describe("an activity's selection (issue 41)", () => {
  it('takes a tour without from and to', () => {
    expect(ActivitySelectionSchema.safeParse(tour).success).toBe(true)
  })

  it('refuses a transfer without from or to, naming each missing field', () => {
    const refused = ActivitySelectionSchema.safeParse({ ...transfer, to: 'london-city' })
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['from', 'Say where the ride starts (a place id).']])
    expect(ActivitySelectionSchema.safeParse(transfer).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['from', 'to'])
    expect(ActivitySelectionSchema.safeParse({ ...transfer, from: 'london-lhr', to: 'london-city' }).success).toBe(true)
  })
})
