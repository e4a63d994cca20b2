// Issue 36: the hotel checkout said points are "credited after checkout" (the site's checkout, or the hotel's?), the
// confirmation "credited after your stay". One moment, said in the same words on both.
import { describe, expect, it } from 'vitest'
import { catalogue } from '~/i18n/catalogue'
import { locales } from '~/i18n'

describe("when a stay's points are credited", () => {
  it.each(locales)('reads the same at checkout and on the confirmation (%s)', (locale) => {
    const checkout = catalogue[locale]['hotel-booking']['page.card-members-earn']
    const confirmation = catalogue[locale]['hotel-trip']['confirmation.credited-after-stay']
    const credited = /credited after [^.,]+/.exec(confirmation)?.[0]
    expect(credited).toBe('credited after your stay')
    expect(checkout).toContain(credited)
  })
})
