// Issue 19 (keyboard): the seat map's grid keys (WAI-ARIA grid pattern) move within the map's bounds.
import { describe, expect, it } from 'vitest'
import { seatMoveTarget } from '~/features/air/air-seat-map'

const size = { rows: 30, cols: 6 }

describe('seat map keys', () => {
  it.each([
    ['moves one seat with the arrows', 'ArrowRight', false, { row: 3, col: 2 }, { row: 3, col: 3 }],
    ['stops at the left edge', 'ArrowLeft', false, { row: 3, col: 0 }, { row: 3, col: 0 }],
    ['stops at the last row', 'ArrowDown', false, { row: 29, col: 1 }, { row: 29, col: 1 }],
    ['moves one row up', 'ArrowUp', false, { row: 3, col: 1 }, { row: 2, col: 1 }],
    ['goes five rows with Page Down', 'PageDown', false, { row: 3, col: 1 }, { row: 8, col: 1 }],
    ['goes up to five rows with Page Up', 'PageUp', false, { row: 3, col: 1 }, { row: 0, col: 1 }],
    ['goes to the row start with Home', 'Home', false, { row: 7, col: 4 }, { row: 7, col: 0 }],
    ['goes to the row end with End', 'End', false, { row: 7, col: 1 }, { row: 7, col: 5 }],
    ['goes to the first seat with Ctrl+Home', 'Home', true, { row: 7, col: 4 }, { row: 0, col: 0 }],
    ['goes to the last seat with Ctrl+End', 'End', true, { row: 7, col: 1 }, { row: 29, col: 5 }],
    ['leaves Tab alone', 'Tab', false, { row: 0, col: 0 }, undefined],
    ['leaves Enter alone', 'Enter', false, { row: 0, col: 0 }, undefined],
  ])('%s (%s)', (_case, key, ctrl, from, to) => {
    expect(seatMoveTarget(key, ctrl, from, size)).toEqual(to)
  })
})
