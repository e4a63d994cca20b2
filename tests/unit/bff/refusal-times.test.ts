// Issue 36: a refusal a page shows writes the platform's days and times through the app's one format layer, in the
// visitor's locale ("7:00 PM" beside the page's "7:00 PM", never the platform's "19:00").
import { afterEach, describe, expect, it } from 'vitest'
import { outcomeOf, writeRefusalsWith } from '@server/bff/outcome'
import { ApiError } from '@server/http/errors'
import { withVisitorDates } from '~/lib/format/stay-date'
import { initialVisitorSettings, readVisitorSettingsFrom } from '~/lib/format/visitor-settings'

const refusal = () =>
  outcomeOf(() => {
    throw new ApiError(422, [{ code: 'TIME_PASSED', category: 'BUSINESS', message: 'It is already 21:15 at the restaurant (2026-11-28T21:15 in Paris). Choose a later time.', field: 'body.time' }])
  })

describe("a page's refusal in the visitor's clock", () => {
  afterEach(() => {
    writeRefusalsWith((message) => message)
    readVisitorSettingsFrom(() => undefined)
  })

  it('reads 9:15 PM for an en-US visitor and 21:15 for an en-GB one, with its field kept', async () => {
    writeRefusalsWith((message) => withVisitorDates(message))
    readVisitorSettingsFrom(() => initialVisitorSettings('en-US'))
    const american = await refusal()
    expect(american.ok).toBe(false)
    if (american.ok) return
    expect(american.errors[0]).toMatchObject({ code: 'TIME_PASSED', field: 'body.time' })
    expect(american.errors[0]?.message).toMatch(/^It is already 9:15\sPM at the restaurant \(Sat, Nov 28, 2026, 9:15\sPM in Paris\)\. Choose a later time\.$/)

    readVisitorSettingsFrom(() => initialVisitorSettings('en-GB'))
    const british = await refusal()
    if (british.ok) return
    expect(british.errors[0]?.message).toBe('It is already 21:15 at the restaurant (Sat, 28 Nov 2026, 21:15 in Paris). Choose a later time.')
  })
})
