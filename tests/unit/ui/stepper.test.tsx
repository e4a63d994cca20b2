// §R2 (step progress indicator of checkout and car rental steps).
// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Stepper, stepState } from '~/ui/stepper'

afterEach(cleanup)

describe('Stepper', () => {
  it('orders the steps as done, current, to come', () => {
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual(['complete', 'current', 'upcoming'])
  })

  it('is an ordered list in a labelled nav with the current step marked', () => {
    render(<Stepper label="Checkout progress" steps={['Traveler information', 'Payment', 'Review']} current={1} />)
    const nav = screen.getByRole('navigation', { name: 'Checkout progress' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    // The number or check mark before each step is decorative (aria-hidden); the words carry the state.
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]') !== null)).toEqual([true, true, true])
    expect(items.map((item) => item.textContent?.replace(/^\d/, ''))).toEqual(['Traveler information (completed)', 'Payment', 'Review'])
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null])
  })
})
