// §R2 / issue "recent searches remembered on the device" and compare: a short list kept in
// localStorage, newest first, bounded, shared between components, tolerant of corrupt storage.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { renderHook, act } from '@testing-library/react'
import { recentLineSearches } from '~/features/lines/line-recent-searches'
import { recentSearches } from '~/features/hotel/hotel-recent-searches'
import { hasStoredList } from '~/lib/has-stored-list'
import { createStoredList } from '~/lib/stored-list'

const list = () => createStoredList<string>('test-list', { max: 3, valid: (value): value is string => typeof value === 'string', same: (a, b) => a === b })

describe('createStoredList', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the newest first, without repeats, and at most max items', () => {
    const stored = list()
    const { result } = renderHook(() => stored.useList())
    act(() => {
      for (const item of ['a', 'b', 'a', 'c', 'd']) stored.addFirst(item)
    })
    expect(result.current).toEqual(['d', 'c', 'a'])
  })

  it('forgets the items a test picks and keeps the others in order', () => {
    const stored = list()
    const { result } = renderHook(() => stored.useList())
    act(() => {
      for (const item of ['a1', 'b1', 'a2']) stored.addFirst(item)
    })
    act(() => stored.forget((item) => item.startsWith('a')))
    expect(result.current).toEqual(['b1'])
  })

  it('toggles items in and out, and clears', () => {
    const stored = list()
    const { result } = renderHook(() => stored.useList())
    act(() => stored.toggle('x'))
    act(() => stored.toggle('y'))
    act(() => stored.toggle('x'))
    expect(result.current).toEqual(['y'])
    act(() => stored.clear())
    expect(result.current).toEqual([])
  })

  it('ignores corrupt or foreign data', () => {
    localStorage.setItem('test-list', '{not json')
    expect(renderHook(() => list().useList()).result.current).toEqual([])
    localStorage.setItem('test-list', JSON.stringify(['ok', 42, null]))
    expect(renderHook(() => list().useList()).result.current).toEqual(['ok'])
  })
})

// Issue 19 item 5 / docs/decisions/099: a landing page loads its recent searches' code only when the device
// keeps some, read under the same keys as the lists themselves.
describe('hasStoredList', () => {
  beforeEach(() => localStorage.clear())

  it('is true once a line search or a hotel search is remembered, and false again when they are forgotten', () => {
    expect(hasStoredList('recent-line-searches')).toBe(false)
    expect(hasStoredList('recent-hotel-searches')).toBe(false)
    recentLineSearches.addFirst({ line: 'mobility', query: 'pickUpLocation=Lisbon', places: ['Lisbon'], dates: [] })
    recentSearches.addFirst({ destination: 'Paris', checkIn: '2030-01-02', checkOut: '2030-01-04', rooms: 1, adults: 2 })
    expect(hasStoredList('recent-line-searches')).toBe(true)
    expect(hasStoredList('recent-hotel-searches')).toBe(true)
    recentLineSearches.forget(() => true)
    recentSearches.clear()
    expect(hasStoredList('recent-line-searches')).toBe(false)
    expect(hasStoredList('recent-hotel-searches')).toBe(false)
  })
})
