// §R2 step progress indicator on the checkouts: the traveller is on the first step with a
// required field not yet filled in, and on "Review and book" once all are.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckoutProgress, currentProgressStep, type CheckoutProgressStep } from '~/features/checkout/checkout-progress'

afterEach(cleanup)

const steps: CheckoutProgressStep[] = ['travellers', 'payment', 'review']

describe('currentProgressStep', () => {
  it('is the first step with an unfinished section', () => {
    expect(currentProgressStep(steps, [{ step: 'travellers', complete: false }, { step: 'payment', complete: false }])).toBe(0)
    expect(currentProgressStep(steps, [{ step: 'travellers', complete: true }, { step: 'payment', complete: false }])).toBe(1)
    // Every section of a step counts: the seats done do not finish the passengers.
    expect(currentProgressStep(steps, [{ step: 'travellers', complete: true }, { step: 'travellers', complete: false }, { step: 'payment', complete: true }])).toBe(0)
  })

  it('is the last step once the others are done, whatever the last holds', () => {
    expect(currentProgressStep(steps, [{ step: 'travellers', complete: true }, { step: 'payment', complete: true }, { step: 'review', complete: false }])).toBe(2)
  })

  it('ignores sections of steps the checkout does not show', () => {
    expect(currentProgressStep(['payment', 'review'], [{ step: 'travellers', complete: false }, { step: 'payment', complete: false }])).toBe(0)
    expect(currentProgressStep(['payment', 'review'], [{ step: 'travellers', complete: false }, { step: 'payment', complete: true }])).toBe(1)
  })
})

function Checkout({ steps: shown }: { steps?: CheckoutProgressStep[] }) {
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <>
      <CheckoutProgress formRef={formRef} steps={shown} />
      <form ref={formRef}>
        <section aria-labelledby="order-review">
          <h2 id="order-review">Order details review</h2>
        </section>
        <section aria-labelledby="traveler">
          <h2 id="traveler">Traveler information</h2>
          <label>
            Email <input name="email" type="email" required />
          </label>
          <label>
            Special requests <input name="requests" />
          </label>
        </section>
        <section aria-labelledby="payment">
          <h2 id="payment">Payment</h2>
          <label>
            Card number <input name="card" required />
          </label>
        </section>
        <section aria-labelledby="terms">
          <h2 id="terms">Terms and conditions</h2>
        </section>
      </form>
    </>
  )
}

const currentStep = () => within(screen.getByRole('navigation', { name: 'Checkout progress' })).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent

describe('CheckoutProgress', () => {
  it('follows the form as its required fields are filled in', () => {
    render(<Checkout />)
    expect(currentStep()).toBe('1Traveler details')
    // An email the browser does not accept leaves the traveller where they are.
    act(() => void fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not an email' } }))
    expect(currentStep()).toBe('1Traveler details')
    act(() => void fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } }))
    expect(currentStep()).toBe('2Payment')
    act(() => void fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } }))
    expect(currentStep()).toBe('3Review and book')
    expect(screen.getByText('Traveler details', { exact: false }).textContent).toBe('Traveler details (completed)')
  })

  it('shows nothing for a checkout of one step', () => {
    render(<Checkout steps={['review']} />)
    expect(screen.queryByRole('navigation', { name: 'Checkout progress' })).toBeNull()
  })
})
