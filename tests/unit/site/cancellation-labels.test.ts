// Issue 36, third pass item 4: a car offer said "Flexible booking: cancel free" while its rule keeps one
// day's rental after a deadline. The page content's label sits beside an offer's own rule (R2.63) and is
// shown only while the offer's free cancellation lasts, so it states no rule of its own: it promises
// nothing past the deadline the offer gives.
import { describe, expect, it } from 'vitest'
import { seededPageContent } from '@server/site/page-content.seed'

const labels = Object.entries(seededPageContent).flatMap(([page, { published, draft }]) =>
  [published, draft].flatMap((content) => (content?.freeBookingCancelationLabel ? [[page, content.freeBookingCancelationLabel] as const] : [])),
)

describe('freeBookingCancelationLabel', () => {
  it('is seeded on the offer pages of the lines with a cancellation deadline', () => {
    expect(labels.map(([page]) => page)).toEqual(expect.arrayContaining(['accommodations.offer', 'mobility.offer', 'tours.offer', 'transport.offer']))
  })

  it.each(labels)('on %s promises a free cancellation only before the offer’s deadline', (_page, label) => {
    expect(label).toMatch(/before the deadline shown$/)
  })
})
