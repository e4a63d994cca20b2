// Issue 43 (WCAG 4.1.3 status messages, 2.4.3 focus order; §R4 trip protection): on a phone the price summary stands
// below the form, out of sight and out of hearing of the box that changes it. Adding trip protection, or taking it off,
// says the new total due once, and the focus stays on the box. The flight's summary is its own component; the car's is
// the one the other lines share. Reviewing a changed price (§R4 price change) takes the summary away with the button
// pressed in it: the focus goes to Book, which says the price, never to the page's body (the checkouts share it).
import { acceptTerms, expectCheckout, fillCard, fillTraveler, paymentLoaded, paymentSection } from './fixtures/checkout'
import { test, expect } from './fixtures/announcements'
import { checkouts } from './fixtures/line-checkouts'
import { tick } from './fixtures/test'

test.use({ viewport: { width: 390, height: 844 } })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const name of ['car', 'flight']) {
  test(`the ${name} checkout says the new total due when trip protection is added or taken off`, async ({ page, heard }) => {
    await checkouts.find((checkout) => checkout.name === name)!.open(page)
    await expectCheckout(page)
    await paymentLoaded(paymentSection(page))
    const protection = page.getByRole('checkbox', { name: /^Add trip protection for / })
    const book = page.getByRole('button', { name: /^Book and pay / })
    const before = /^Book and pay (.+)$/.exec((await book.textContent())?.trim() ?? '')![1]!
    await heard.forget()
    await tick(protection)
    await expect(book).not.toHaveText(`Book and pay ${before}`)
    const after = /^Book and pay (.+)$/.exec((await book.textContent())?.trim() ?? '')![1]!
    await heard.expectSaid(new RegExp(`^The total due now is ${escaped(after)}\\.$`))
    expect(await heard.timesHeard(/^The total due now is /)).toBe(1)
    await expect(protection).toBeFocused()

    await heard.forget()
    await protection.uncheck()
    await expect(book).toHaveText(`Book and pay ${before}`)
    await heard.expectSaid(new RegExp(`^The total due now is ${escaped(before)}\\.$`))
    expect(await heard.timesHeard(/^The total due now is /)).toBe(1)
    await expect(protection).toBeFocused()
  })
}

test('reviewing a changed price leaves the focus on Book, not on the page\'s body', async ({ page, heard }) => {
  await checkouts.find((checkout) => checkout.name === 'hotel')!.open(page)
  await expectCheckout(page)
  const payment = paymentSection(page)
  await paymentLoaded(payment)
  await fillTraveler(page, { firstName: 'Noor', lastName: 'Haddad', email: 'noor.haddad@example.com', phone: '+1 212 555 0147' })
  await fillCard(payment, ['Noor', 'Haddad'])
  await acceptTerms(page)
  // The sandbox refuses this booking as if the price had changed (the platform's PRICE_CHANGED); the quote asked again is the usual one.
  await page.context().setExtraHTTPHeaders({ 'x-sim-scenario': 'price-change' })
  await page.getByRole('button', { name: /^Book and pay / }).click()
  const summary = page.getByRole('group', { name: 'The price changed' })
  await expect(summary).toBeFocused({ timeout: 20_000 })
  await page.context().setExtraHTTPHeaders({})
  await heard.forget()
  await summary.getByRole('button', { name: 'Review the new price' }).click()
  await expect(summary).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Book and pay / })).toBeFocused()
  expect(await heard.focused()).not.toContainEqual(expect.stringMatching(/^body/))
})
