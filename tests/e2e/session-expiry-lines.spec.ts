// Issue 43 (announcement harness, fixtures/announcements.ts; WCAG 2.2.1 timing adjustable, 4.1.3, 2.4.3) and §R3/§R4
// session inactivity, on every line's checkout, where a member is most likely to sit still with a form half filled:
// the warning is heard as the focus enters its alert dialog; "Stay signed in" gives the focus back to the field the
// member was typing in, with what they typed; the expired text is said, with the focus on its one button.
import { test, expect } from './fixtures/announcements'
import { expectCheckout } from './fixtures/checkout'
import { checkouts } from './fixtures/line-checkouts'
import { signIn } from './fixtures/member'

for (const { name, open } of checkouts) {
  test(`${name}: the session's warning and expiry are heard over the checkout, and staying signed in gives the focus back to the field`, async ({ page, heard }) => {
    // Site config inactivityIdleMs: 5000 (the 'tester-short-session' variant), as in auth.spec.ts.
    await page.context().addCookies([{ name: 'tester_app_id', value: 'tester-short-session', url: test.info().project.use.baseURL! }])
    // Time runs normally until the test moves it on.
    await page.clock.install()
    await signIn(page, 'green', '/')
    await open(page)
    await expectCheckout(page)
    const phone = page.getByRole('region', { name: 'Traveler information' }).getByLabel(name === 'flight' ? 'Contact phone' : 'Phone')
    // The member's own phone is filled in from the profile first; typed over while that was landing, the two ran together.
    await expect(phone).not.toHaveValue('')
    await phone.fill('+1 202 555 0143')
    await expect(phone).toBeFocused()

    await heard.forget()
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' })
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toHaveAccessibleDescription(/signed out in 2 minutes/)
    await heard.expectFocused(/^button: /)
    await dialog.getByRole('button', { name: /stay signed in/i }).press('Enter')
    await expect(dialog).toBeHidden()
    await expect(phone).toBeFocused()
    await expect(phone).toHaveValue('+1 202 555 0143')
    expect(await heard.focused()).not.toContainEqual(expect.stringMatching(/^body/))

    // Still again: warned, then signed out two minutes later, in the same dialog, said as an alert.
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    await heard.forget()
    await page.clock.fastForward(120_000)
    const expired = page.getByRole('alertdialog', { name: 'You have been signed out' })
    await expect(expired).toBeVisible()
    await heard.expectSaid(/^You have been signed out/)
    await heard.expectFocused(/^button: Sign in again$/)
    await expect(expired.getByRole('button', { name: 'Sign in again' })).toBeFocused()
  })
}
