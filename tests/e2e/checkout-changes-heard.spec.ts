// Issue 43 (WCAG 4.1.3 status messages, 2.4.3 focus order; §R4 trip protection): on a phone the price summary stands
// below the form, out of sight and out of hearing of the box that changes it. Adding trip protection, or taking it off,
// says the new total due once, and the focus stays on the box. The flight's summary is its own component; the car's is
// the one the other lines share.
import { expectCheckout, paymentLoaded, paymentSection } from './fixtures/checkout'
import { test, expect } from './fixtures/announcements'
import { checkouts } from './fixtures/line-checkouts'

test.use({ viewport: { width: 390, height: 844 } })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const name of ['car', 'flight']) {
  test(`the ${name} checkout says the new total due when trip protection is added or taken off`, async ({ page, heard }) => {
    await checkouts.find((checkout) => checkout.name === name)!.open(page)
    await expectCheckout(page)
    await paymentLoaded(paymentSection(page))
    const protection = page.getByRole('checkbox', { name: /^Add trip protection for / })
    const book = page.getByRole('button', { name: /^Book and pay / })
    const before = /^Book and pay (.+)$/.exec((await book.textContent())?.trim() ?? '')![1]
    await heard.forget()
    await protection.check()
    await expect(book).not.toHaveText(`Book and pay ${before}`)
    const after = /^Book and pay (.+)$/.exec((await book.textContent())?.trim() ?? '')![1]
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
