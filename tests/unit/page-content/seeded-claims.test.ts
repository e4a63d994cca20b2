// Issue 36, the traveller's fifth pass item 7 (§R2.77: a car card's total is marked approximate): the home page
// said cars were "priced in full" while every car card says its total is approximate, extras not included. The
// seeded words claim what the car card says: taxes in the total, extras priced before booking.
import { describe, expect, it } from 'vitest'
import { seededPageContent } from '@server/site/page-content.seed'
import { carText } from '~/i18n/plain/car'

describe('seeded page content about cars', () => {
  it('never says a car is priced in full, and says what the card says its total holds', () => {
    const words = JSON.stringify(seededPageContent)
    expect(words).not.toMatch(/priced in full/i)
    expect(carText('card.approximate-taxes-included')).toBe('Approximate: taxes included, extras not.')
    expect(words).toContain('SUVs and hybrids from San Francisco, taxes included in the total; extras you add are priced before you book.')
  })
})

describe('seeded page content about My Trips', () => {
  it('does not claim each trip in the list shows its free-cancellation deadline (the booking it opens does)', () => {
    const words = JSON.stringify(seededPageContent)
    expect(words).not.toMatch(/deadlines are shown on each/)
    expect(words).toContain('Open a booking to change or cancel it; its free-cancellation deadline is shown there.')
  })
})

// Issue 36: the catalogues spell "canceled" in en-US and "cancelled" in en-GB (tests/unit/i18n/en-us-forms.test.ts); the
// seeded page content is one text for both, so it says neither, never one locale's spelling beside the other's words.
describe('seeded page content', () => {
  it('reads the same in en-US and en-GB: no canceled or cancelled, canceling or cancelling', () => {
    const words = JSON.stringify(seededPageContent)
    expect(words).toContain('returned if you cancel within the free-cancellation period')
    expect(words).not.toMatch(/\bcancel(l)?(ed|ing)\b/i)
  })
})
