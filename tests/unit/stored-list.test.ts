// SPEC.md §2 / issue "recent searches remembered on the device" and compare: a short list kept in
// localStorage, newest first, bounded, shared between components, tolerant of corrupt storage.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { renderHook, act } from '@testing-library/react'
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
