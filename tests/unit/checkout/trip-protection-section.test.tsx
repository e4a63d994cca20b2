// §R1.3 optional trip protection, issue 36: its three acceptances appeared only once it was ticked. What it covers,
// its price and everything adding it asks the traveller to accept are on the page before choosing; the acceptances
// open once it is added and are cleared when it is taken off.
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FieldBinding } from '~/features/checkout/checkout-fields'
import { emptyCheckoutValues, type CheckoutValues } from '~/features/checkout/checkout-form'
import { TripProtectionSection } from '~/features/checkout/checkout-shell'

// The info button reads the page's content through the router; this section's choice does not need it.
vi.mock('~/features/page-content/page-info-tip', () => ({ PageInfoTip: () => null }))

afterEach(cleanup)

const offer = { available: true, premium: { amount: 766 }, reimbursedShare: 0.5 }

function Checkout() {
  const [values, setValues] = useState<CheckoutValues>(emptyCheckoutValues())
  const binding: FieldBinding = { values, errors: {}, onChange: (name, value) => setValues((previous) => ({ ...previous, [name]: value })) }
  return <TripProtectionSection binding={binding} offer={offer} currency="USD" after="after the free-cancellation deadline" />
}

const acceptances = () => [
  screen.getByRole('checkbox', { name: 'I have read the trip protection terms and agree to them.' }),
  screen.getByRole('checkbox', { name: 'I agree to receive the policy documents by email.' }),
  screen.getByRole('checkbox', { name: 'I sign the trip protection application electronically.' }),
]

describe('trip protection before it is chosen', () => {
  it('shows what it covers, its price and the three acceptances it asks for, closed until it is added', () => {
    render(<Checkout />)
    expect(screen.getByText(/trip protection reimburses 50 % of the cancellation charge\. The \$7\.66 premium is not refundable/)).toBeTruthy()
    const add = screen.getByRole('checkbox', { name: 'Add trip protection for $7.66' }) as HTMLInputElement
    expect(add.checked).toBe(false)
    expect(screen.getByRole('group', { name: 'Adding trip protection asks you to accept these three:' })).toBeTruthy()
    for (const box of acceptances()) expect(box.matches(':disabled')).toBe(true)

    fireEvent.click(add)
    expect(screen.getByRole('group', { name: 'Accept these three to add trip protection:' })).toBeTruthy()
    for (const box of acceptances()) {
      expect(box.matches(':disabled')).toBe(false)
      fireEvent.click(box)
      expect((box as HTMLInputElement).checked).toBe(true)
    }

    fireEvent.click(add)
    for (const box of acceptances()) {
      expect((box as HTMLInputElement).checked).toBe(false)
      expect(box.matches(':disabled')).toBe(true)
    }
  })
})
