// §R2.23 (search results tags) and §R9.52 (keys handled: Backspace and Delete): a focused filter tag is
// removed by a press, Backspace or Delete, and the focus moves to the tag that took its place.
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FilterTags } from '~/ui/filter-tags'

afterEach(cleanup)

function Results({ initial }: { initial: string[] }) {
  const [filters, setFilters] = useState(initial)
  return <FilterTags tags={filters.map((label) => ({ label, remove: label }))} onRemove={(removed) => setFilters((current) => current.filter((label) => label !== removed))} />
}

const tag = (label: string) => screen.getByRole('button', { name: `${label} (remove filter)` })
const labels = () => screen.queryAllByRole('button').map((button) => button.textContent?.replace(/ ×.*/, ''))

describe('FilterTags', () => {
  it('removes the focused tag with Backspace or Delete and focuses the next one', () => {
    render(<Results initial={['Free cancellation', '4 stars', 'Pool']} />)
    tag('4 stars').focus()
    fireEvent.keyDown(tag('4 stars'), { key: 'Backspace' })
    expect(labels()).toEqual(['Free cancellation', 'Pool'])
    expect(document.activeElement).toBe(tag('Pool'))
    // The last tag gone, the one before it takes the focus.
    fireEvent.keyDown(tag('Pool'), { key: 'Delete' })
    expect(labels()).toEqual(['Free cancellation'])
    expect(document.activeElement).toBe(tag('Free cancellation'))
  })

  it('leaves the tags alone on other keys', () => {
    render(<Results initial={['Free cancellation', 'Pool']} />)
    fireEvent.keyDown(tag('Pool'), { key: 'a' })
    fireEvent.keyDown(tag('Pool'), { key: 'ArrowLeft' })
    expect(labels()).toEqual(['Free cancellation', 'Pool'])
  })

  it('removes a tag on a press too', () => {
    render(<Results initial={['Free cancellation', 'Pool']} />)
    fireEvent.click(tag('Free cancellation'))
    expect(labels()).toEqual(['Pool'])
    expect(document.activeElement).toBe(tag('Pool'))
  })
})
