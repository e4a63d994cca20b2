// §R2.22 result view "map" (docs/decisions/092): on the interactive map, pins whose price labels
// would overlap share one button, the chosen pin is never hidden in a group, and the grouping is stable.
import { describe, expect, it } from 'vitest'
import { groupPins, pinBox } from '~/ui/map/map-groups'

describe('groupPins', () => {
  it('leaves pins apart when their labels do not touch', () => {
    const pins = [
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 10 + pinBox.width, y: 10 },
      { id: 'c', x: 10, y: 10 + pinBox.height },
    ]
    expect(groupPins(pins).map((group) => group.ids)).toEqual([['a'], ['b'], ['c']])
  })

  it('groups pins that would overlap, in the order of the list, at the first pin', () => {
    const pins = [
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 300, y: 100 },
      { id: 'c', x: 120, y: 110 },
      { id: 'd', x: 100, y: 100 },
    ]
    expect(groupPins(pins)).toEqual([
      { ids: ['a', 'c', 'd'], x: 100, y: 100 },
      { ids: ['b'], x: 300, y: 100 },
    ])
  })

  it('keeps the chosen pin on its own, where it is in the list', () => {
    const pins = [
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 105, y: 100 },
      { id: 'c', x: 110, y: 100 },
    ]
    expect(groupPins(pins, 'b').map((group) => group.ids)).toEqual([['a', 'c'], ['b']])
    expect(groupPins(pins, 'a').map((group) => group.ids)).toEqual([['a'], ['b', 'c']])
  })
})
