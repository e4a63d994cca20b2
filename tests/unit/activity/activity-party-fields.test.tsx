// Issue 36 (every number true): the tour's adults listed 1–20 in one form and 1–18 in another. Every tour form draws
// the party with TourPartyFields, from the platform's limits (activityLimits, §R9.13 count options 1 to 20, §R9.11 at
// most 8 children): the adults are always 1 to 20; those that would take the party past 20 are there but not available.
// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activityLimits } from '@contracts/lxp/activity-limits'
import { TourPartyFields, type TourParty } from '~/features/activity/activity-party-fields'

afterEach(cleanup)

const ids = { adults: 'adults', children: 'children', age: (index: number) => `age-${index}` }
const drawn = (party: TourParty) => {
  render(<TourPartyFields ids={ids} party={party} onChange={() => {}} />)
  const options = within(screen.getByRole('combobox', { name: 'Adults' })).getAllByRole('option') as HTMLOptionElement[]
  return { listed: options.map((option) => Number(option.textContent)), unavailable: options.filter((option) => option.disabled).map((option) => Number(option.textContent)) }
}

describe("a tour's party", () => {
  it('lists the adults 1 to 20, the platform\'s most, with or without children', () => {
    const upTo = Array.from({ length: activityLimits.maxTravelers }, (_, index) => index + 1)
    expect(activityLimits.maxTravelers).toBe(20)
    expect(drawn({ adults: '2', ages: [] })).toEqual({ listed: upTo, unavailable: [] })
    cleanup()
    // Two children: 19 and 20 adults would make 21 and 22 travelers, so they are listed but not available.
    expect(drawn({ adults: '2', ages: ['4', '9'] })).toEqual({ listed: upTo, unavailable: [19, 20] })
  })

  it('offers no more children than the party has room for, and never more than 8', () => {
    render(<TourPartyFields ids={ids} party={{ adults: '17', ages: [] }} onChange={() => {}} />)
    const children = within(screen.getByRole('combobox', { name: 'Children' })).getAllByRole('option').map((option) => Number(option.textContent))
    expect(children).toEqual([0, 1, 2, 3])
    cleanup()
    render(<TourPartyFields ids={ids} party={{ adults: '1', ages: [] }} onChange={() => {}} />)
    expect(within(screen.getByRole('combobox', { name: 'Children' })).getAllByRole('option')).toHaveLength(activityLimits.maxChildren + 1)
  })
})
