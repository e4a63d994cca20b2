// Issue 36, the traveller's fifth pass items 9 and 10: a flight's free 24 hours had no end stated, and the
// results said "free cancellation on most flights" beside Basic fares. The booking states the end to the minute on
// a named clock: the traveller's, the first departure airport's before the page runs in the browser (the platform cancels
// by the instant: simulator/air/air-line.server.ts), and the results' notice
// says what is true of every fare.
import { describe, expect, it } from 'vitest'
import { seededPageContent } from '@server/site/page-content.seed'
import { freeCancellationUntilText } from '~/features/air/air-free-cancellation'

describe("a flight's free 24 hours", () => {
  it('end 24 hours after booking, stated with the date, the time and whose clock, in en-US forms', () => {
    expect(freeCancellationUntilText('2026-11-30T18:27:00.000Z', 'America/New_York', 'en-US')).toBe('Until Tue, Dec 1, 2026, 1:27 PM (New York time), 24 hours after booking, on every fare; after that, the fare’s terms apply.')
    expect(freeCancellationUntilText('2026-11-30T18:27:00.000Z', 'Pacific/Auckland', 'en-US')).toMatch(/^Until Wed, Dec 2, 2026, 7:27 AM \(Auckland time\)/)
  })

  it('are said of every fare on the results page, Basic included, not of "most flights"', () => {
    const notice = JSON.stringify(seededPageContent).match(/"free24Cancellation":"([^"]+)"/)?.[1]
    expect(notice).toContain('every fare, Basic included')
    expect(notice).not.toMatch(/most flights/)
  })
})
