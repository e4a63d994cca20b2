// Issue 19 (keyboard): the seat map's grid keys (WAI-ARIA grid pattern) move within the map's bounds.
import { describe, expect, it } from 'vitest'
import { seatMoveTarget } from '~/features/air/air-seat-map'

const size = { rows: 30, cols: 6 }

describe('seat map keys', () => {
  it('moves one seat with the arrows and stops at the edges', () => {
    expect(seatMoveTarget('ArrowRight', false, { row: 3, col: 2 }, size)).toEqual({ row: 3, col: 3 })
    expect(seatMoveTarget('ArrowLeft', false, { row: 3, col: 0 }, size)).toEqual({ row: 3, col: 0 })
    expect(seatMoveTarget('ArrowDown', false, { row: 29, col: 1 }, size)).toEqual({ row: 29, col: 1 })
    expect(seatMoveTarget('ArrowUp', false, { row: 3, col: 1 }, size)).toEqual({ row: 2, col: 1 })
  })
  it('goes five rows with Page Up and Page Down', () => {
    expect(seatMoveTarget('PageDown', false, { row: 3, col: 1 }, size)).toEqual({ row: 8, col: 1 })
    expect(seatMoveTarget('PageUp', false, { row: 3, col: 1 }, size)).toEqual({ row: 0, col: 1 })
  })
  it('goes along the row with Home and End, to the first and last seat with Ctrl', () => {
    expect(seatMoveTarget('Home', false, { row: 7, col: 4 }, size)).toEqual({ row: 7, col: 0 })
    expect(seatMoveTarget('End', false, { row: 7, col: 1 }, size)).toEqual({ row: 7, col: 5 })
    expect(seatMoveTarget('Home', true, { row: 7, col: 4 }, size)).toEqual({ row: 0, col: 0 })
    expect(seatMoveTarget('End', true, { row: 7, col: 1 }, size)).toEqual({ row: 29, col: 5 })
  })
  it('leaves other keys alone', () => {
    expect(seatMoveTarget('Tab', false, { row: 0, col: 0 }, size)).toBeUndefined()
    expect(seatMoveTarget('Enter', false, { row: 0, col: 0 }, size)).toBeUndefined()
  })
})
