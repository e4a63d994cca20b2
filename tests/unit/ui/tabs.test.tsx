// §R2 (home search widget: a tab per line of business); the WAI-ARIA tabs pattern.
// @vitest-environment jsdom
import './dom-setup'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs, tabAfterKey } from '~/ui/tabs'

afterEach(cleanup)

const lines = [
  { value: 'hotels', title: 'Hotels', content: <p>Hotel search</p> },
  { value: 'flights', title: 'Flights', content: <p>Flight search</p> },
  { value: 'cars', title: 'Car rental', content: <p>Car search</p>, disabled: true },
  { value: 'tours', title: 'Tours', content: <p>Tour search</p> },
]

describe('Tabs', () => {
  it('moves with the arrow keys over enabled tabs, wrapping round, and Home and End go to the ends', () => {
    const values = ['hotels', 'flights', 'tours']
    expect(tabAfterKey('ArrowRight', values, 'flights')).toBe('tours')
    expect(tabAfterKey('ArrowRight', values, 'tours')).toBe('hotels')
    expect(tabAfterKey('ArrowLeft', values, 'hotels')).toBe('tours')
    expect(tabAfterKey('Home', values, 'tours')).toBe('hotels')
    expect(tabAfterKey('End', values, 'hotels')).toBe('tours')
    expect(tabAfterKey('Enter', values, 'hotels')).toBeUndefined()
  })

  it('is a labelled tablist whose selected tab alone is in the tab order and names its panel', () => {
    render(<Tabs label="What would you like to book?" tabs={lines} />)
    const list = screen.getByRole('tablist', { name: 'What would you like to book?' })
    const tabs = within(list).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Hotels', 'Flights', 'Car rental', 'Tours'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'Hotels' }).textContent).toBe('Hotel search')
    expect((tabs[2] as HTMLButtonElement).disabled).toBe(true)
  })

  it('chooses a tab as the arrow keys focus it, skips a disabled one, and mounts a panel only once chosen', async () => {
    const user = userEvent.setup()
    const chosen: string[] = []
    render(<Tabs label="Lines" tabs={lines} onValueChange={(value) => chosen.push(value)} />)
    expect(screen.queryByText('Flight search')).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Hotels' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Flights' }))
    expect(screen.getByRole('tab', { name: 'Flights' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Flights' }).textContent).toBe('Flight search')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tours' }))
    await user.click(screen.getByRole('tab', { name: 'Hotels' }))
    // A panel once shown stays mounted (hidden), so what was typed in it is kept.
    expect(screen.getByText('Flight search').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true)
    expect(chosen).toEqual(['flights', 'tours', 'hotels'])
  })
})
